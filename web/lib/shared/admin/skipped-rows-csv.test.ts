import { skippedRowsCsv } from './skipped-rows-csv';

describe('skippedRowsCsv', () => {
  it('writes each skipped row with its number, value and reason', () => {
    expect(
      skippedRowsCsv([
        { row: 3, value: '7012345', reason: 'duplicate' },
        { row: 4, value: '+44 20 7123 4567', reason: 'abroad' },
        { row: 5, value: 'call me', reason: 'invalid' },
      ]),
    ).toBe(
      '"Row","Value","Reason"\r\n' +
        '"3","7012345","already in the sheet (duplicate)"\r\n' +
        '"4","\'+44 20 7123 4567","outside the countries SMS are sent to (abroad)"\r\n' +
        '"5","call me","not a valid phone number or e-mail address"\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and keeps a spreadsheet from running a value as a formula', () => {
    const csv = skippedRowsCsv([
      { row: 2, value: 'Jallow, "Awa"\nmobile', reason: 'invalid' },
      { row: 3, value: '=HYPERLINK("http://x")', reason: 'invalid' },
      { row: 4, value: '+44 20 7123', reason: 'invalid' },
      { row: 5, value: '@SUM(A1)', reason: 'invalid' },
    ]);
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      '"2","Jallow, ""Awa""\nmobile","not a valid phone number or e-mail address"',
      '"3","\'=HYPERLINK(""http://x"")","not a valid phone number or e-mail address"',
      '"4","\'+44 20 7123","not a valid phone number or e-mail address"',
      '"5","\'@SUM(A1)","not a valid phone number or e-mail address"',
    ]);
  });

  it('is the header alone without skipped rows', () => {
    expect(skippedRowsCsv([])).toBe('"Row","Value","Reason"\r\n');
  });
});
