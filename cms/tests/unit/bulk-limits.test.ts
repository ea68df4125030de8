import {
  abroadRefusal,
  dailyLimitRefusal,
  phoneCountry,
  refuseBulkJob,
  smsAllowed,
  type BulkLimits,
} from '../../src/bulk/limits';

const limits: BulkLimits = { maxRecipients: 3, smsCountries: ['GM'], dailyLimit: 10 };

describe('refuseBulkJob', () => {
  it('lets a job within every limit through', () => {
    expect(refuseBulkJob('sms', ['+2207012345', '+2203901234'], limits)).toBeNull();
    expect(refuseBulkJob('email', ['a@example.gm'], limits)).toBeNull();
  });

  it('refuses more recipients than one send may reach (400)', () => {
    expect(refuseBulkJob('email', ['a@x.gm', 'b@x.gm', 'c@x.gm', 'd@x.gm'], limits)).toEqual({
      status: 400,
      message: 'The sheet has 4 recipients; one send may reach at most 3. Please split the list into smaller sheets.',
    });
  });

  it('refuses SMS to numbers outside the allowed countries, naming how many and the first (400)', () => {
    expect(refuseBulkJob('sms', ['+2207012345', '+447700900123', '+221771234567'], limits)).toEqual({
      status: 400,
      message:
        'The sheet has 2 numbers outside The Gambia (+220) (the first is +447700900123). SMS are only sent to those countries: remove the other numbers and send again.',
    });
    expect(refuseBulkJob('sms', ['+2207012345', '+221771234567'], { ...limits, smsCountries: ['gm', 'SN'] })).toBeNull();
  });

  it('names the numbers abroad of a sheet with nobody else to send to, as the safety net does (400)', () => {
    expect(abroadRefusal(['+442071234567'], limits)).toEqual({
      status: 400,
      message:
        'The sheet has 1 number outside The Gambia (+220) (the first is +442071234567). SMS are only sent to those countries: remove the other numbers and send again.',
    });
    expect(abroadRefusal(['+447700900123', '+221771234567'], limits)).toEqual(
      refuseBulkJob('sms', ['+447700900123', '+221771234567'], limits),
    );
  });

  it('does not apply the country rule to e-mail', () => {
    expect(refuseBulkJob('email', ['someone@example.co.uk'], limits)).toBeNull();
  });

  it('refuses what would pass today’s limit (429), saying how many are left', () => {
    expect(dailyLimitRefusal('sms', 2, 1, 9, limits)).toEqual({
      status: 429,
      message:
        "Today's limit of 10 SMS would be passed: 9 already sent or queued today, and this sheet has 2 recipients (1 left today). Please send the rest tomorrow.",
    });
    expect(dailyLimitRefusal('email', 1, 1, 12_000, { dailyLimit: 12_000 }).message).toBe(
      "Today's limit of 12,000 e-mails would be passed: 12,000 already sent or queued today, and this sheet has 1 recipient (0 left today). Please send the rest tomorrow.",
    );
  });

  it('counts each part of a long SMS against the limit', () => {
    expect(dailyLimitRefusal('sms', 3, 2, 5, limits).message).toBe(
      "Today's limit of 10 SMS would be passed: 5 already sent or queued today, and this sheet has 3 recipients, 6 SMS at 2 parts a message (5 left today). Please send the rest tomorrow.",
    );
  });
});

describe('smsAllowed', () => {
  it('allows only numbers of BULK_SMS_COUNTRIES, whatever their case', () => {
    expect(smsAllowed('+2207012345', { smsCountries: ['gm'] })).toBe(true);
    expect(smsAllowed('+221771234567', { smsCountries: ['GM'] })).toBe(false);
    expect(smsAllowed('nonsense', { smsCountries: ['GM'] })).toBe(false);
  });
});

describe('phoneCountry', () => {
  it('reads the country of an E.164 number', () => {
    expect(phoneCountry('+2207012345')).toBe('GM');
    expect(phoneCountry('+221771234567')).toBe('SN');
    expect(phoneCountry('nonsense')).toBeNull();
  });
});
