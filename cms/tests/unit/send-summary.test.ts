import { describeSend } from '../../src/bulk/send-summary';

describe('describeSend', () => {
  it('reports an SMS send', () => {
    expect(describeSend('sms', { sent: 12, failed: 1, unknown: 0, invalid: 2, duplicates: 3 })).toBe(
      'Sent 12 SMS; 1 failed, 0 unknown, 2 invalid, 3 duplicates skipped.',
    );
  });

  it('reports an e-mail send', () => {
    expect(describeSend('email', { sent: 3, failed: 0, unknown: 0, invalid: 1, duplicates: 2 })).toBe(
      'Sent 3 e-mails; 0 failed, 0 unknown, 1 invalid, 2 duplicates skipped.',
    );
  });

  it('uses the singular for one', () => {
    expect(describeSend('sms', { sent: 1, failed: 0, unknown: 0, invalid: 0, duplicates: 1 })).toBe(
      'Sent 1 SMS; 0 failed, 0 unknown, 0 invalid, 1 duplicate skipped.',
    );
    expect(describeSend('email', { sent: 1, failed: 1, unknown: 0, invalid: 1, duplicates: 0 })).toBe(
      'Sent 1 e-mail; 1 failed, 0 unknown, 1 invalid, 0 duplicates skipped.',
    );
  });

  it('counts the recipients whose delivery is unknown', () => {
    expect(describeSend('sms', { sent: 90, failed: 0, unknown: 10, invalid: 0, duplicates: 0 })).toBe(
      'Sent 90 SMS; 0 failed, 10 unknown, 0 invalid, 0 duplicates skipped.',
    );
  });

  it('keeps every part when nothing went wrong', () => {
    expect(describeSend('sms', { sent: 2, failed: 0, unknown: 0, invalid: 0, duplicates: 0 })).toBe(
      'Sent 2 SMS; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.',
    );
    expect(describeSend('email', { sent: 0, failed: 4, unknown: 0, invalid: 0, duplicates: 0 })).toBe(
      'Sent 0 e-mails; 4 failed, 0 unknown, 0 invalid, 0 duplicates skipped.',
    );
  });

  it('writes large numbers grouped, as everywhere else on the staff screens', () => {
    expect(describeSend('sms', { sent: 5998, failed: 1200, unknown: 0, invalid: 2, duplicates: 1000 })).toBe(
      'Sent 5,998 SMS; 1,200 failed, 0 unknown, 2 invalid, 1,000 duplicates skipped.',
    );
  });
});
