import { smsParts } from '@bank/shared/sms-parts';

/** The counter the CMS's limits and the site's live count under the General Message share (@bank/shared/sms-parts). */
describe('smsParts', () => {
  it('GSM-7: 160 characters are one SMS, then 153 a part', () => {
    expect(smsParts('')).toEqual({ encoding: 'GSM-7', length: 0, parts: 1, outsideGsm: [] });
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, parts: 1, outsideGsm: [] });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, parts: 2, outsideGsm: [] });
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
    expect(smsParts('a'.repeat(459)).parts).toBe(3);
    expect(smsParts('a'.repeat(460)).parts).toBe(4);
    expect(smsParts('Dear customer, your loan of D5,000 is due on 1/2. Ça va? £@ß').encoding).toBe('GSM-7');
  });

  it('counts the extension characters (€ [ ] { } ^ ~ | \\) twice', () => {
    expect(smsParts('€[]{}^~|\\')).toEqual({ encoding: 'GSM-7', length: 18, parts: 1, outsideGsm: [] });
    expect(smsParts('€'.repeat(80)).parts).toBe(1);
    expect(smsParts('€'.repeat(81))).toEqual({ encoding: 'GSM-7', length: 162, parts: 2, outsideGsm: [] });
    // 159 plain characters and one € are 161 septets: two SMS, though the message has 160 characters.
    expect(smsParts(`${'a'.repeat(159)}€`)).toMatchObject({ length: 161, parts: 2 });
  });

  it('UCS-2 as soon as one character is outside GSM-7: 70 alone, 67 a part; it names those characters once', () => {
    expect(smsParts(`${'a'.repeat(69)}ç`)).toEqual({ encoding: 'UCS-2', length: 70, parts: 1, outsideGsm: ['ç'] });
    expect(smsParts(`${'a'.repeat(70)}ç`)).toEqual({ encoding: 'UCS-2', length: 71, parts: 2, outsideGsm: ['ç'] });
    expect(smsParts('a'.repeat(133) + 'ç').parts).toBe(2);
    expect(smsParts('a'.repeat(134) + 'ç').parts).toBe(3);
    expect(smsParts('é'.repeat(134) + '✓')).toMatchObject({ parts: 3, outsideGsm: ['✓'] });
    // Curly quotes from a word processor are not GSM-7.
    expect(smsParts('It’s “ready” ’').outsideGsm).toEqual(['’', '“', '”']);
    // An emoji is two UTF-16 units.
    expect(smsParts('🙂')).toEqual({ encoding: 'UCS-2', length: 2, parts: 1, outsideGsm: ['🙂'] });
  });
});
