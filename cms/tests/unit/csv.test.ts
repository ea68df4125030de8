import { csvCell, csvRow } from '../../src/lib/csv';

describe('csv', () => {
  it('quotes cells with a comma, quote or line break and doubles quotes', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 42])).toBe('plain,"a,b","say ""hi""","two\nlines",,42\r\n');
  });

  it('keeps formulas as text: a cell starting with = + - @ (or a tab or CR) gets a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+220 701 2345')).toBe("'+220 701 2345");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a = b')).toBe('a = b');
  });

  it('writes objects as JSON', () => {
    expect(csvCell({ buy: { before: 6.5, after: 6.75 } })).toBe('"{""buy"":{""before"":6.5,""after"":6.75}}"');
  });
});
