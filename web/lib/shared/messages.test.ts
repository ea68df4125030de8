import { messages } from './messages';

describe('the bulk preview’s skipped rows', () => {
  const { skippedCounts } = messages.staff.bulk;

  it('counts every reason of an SMS sheet, numbers abroad included', () => {
    expect(skippedCounts({ invalid: 1, abroad: 1, duplicate: 1 }, 'sms')).toBe('3 rows: 1 invalid, 1 abroad, 1 duplicate');
    expect(skippedCounts({ invalid: 0, abroad: 2, duplicate: 0 }, 'sms')).toBe('2 rows: 0 invalid, 2 abroad, 0 duplicates');
    expect(skippedCounts({ invalid: 2, abroad: 0, duplicate: 1 }, 'sms')).toBe('3 rows: 2 invalid, 0 abroad, 1 duplicate');
  });

  it('leaves abroad out of an e-mail sheet (an address is never abroad), and says None without skipped rows', () => {
    expect(skippedCounts({ invalid: 1, abroad: 0, duplicate: 0 }, 'email')).toBe('1 row: 1 invalid, 0 duplicates');
    expect(skippedCounts({ invalid: 0, abroad: 0, duplicate: 0 }, 'sms')).toBe('None');
  });
});
