import { csvField, csvRow } from '../../src/platform/csv';

describe('CSV fields a spreadsheet opens safely', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+2207000001', "'+2207000001"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('defuses a field starting a formula: %j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves plain fields as they are and quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain@example.gm')).toBe('plain@example.gm');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('in = the middle')).toBe('in = the middle');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12)).toBe('12');
  });

  it('ends each record with CRLF', () => {
    expect(csvRow(['+220', 'sent', null])).toBe("'+220,sent,\r\n");
  });

  it("writes objects (an audit entry's changes) as JSON", () => {
    expect(csvField({ buy: { before: 6.5, after: 6.75 } })).toBe('"{""buy"":{""before"":6.5,""after"":6.75}}"');
  });
});
