import * as XLSX from 'xlsx';
import { MAX_SHEET_ROWS, MAX_UNZIPPED_BYTES, readRecipients, SheetError } from '../../src/bulk/recipients';
import { excelWorkbook, onePagePdf } from '@bank/test-support';
import { compoundFile, zipArchive } from '../support/fixtures';

describe.each(['xlsx', 'biff8'] as const)('readRecipients from a %s file', (bookType) => {
  const sheet = (rows: unknown[][]) => excelWorkbook(rows, bookType);

  it('finds the phone column by its header and normalises, counts and de-duplicates', () => {
    const file = sheet([
      ['Name', 'Account Number', 'Phone Number'],
      ['Awa', 1001, '+220 701 2345'],
      ['Lamin', 1002, 7012345], // the same number, stored as a number
      ['Fatou', 1003, '00220 3012345'],
      ['Ebrima', 1004, ''],
      ['Isatou', 1005, 'not a number'],
      ['Musa', 1006, 2209912345],
      [],
      ['Binta', 1007, '+44 7911 123456'],
    ]);
    expect(readRecipients(file, 'sms')).toEqual({
      recipients: ['+2207012345', '+2203012345', '+2209912345', '+447911123456'],
      invalid: 1,
      duplicates: 1,
      abroad: [],
      // Each skipped row by its row number in the sheet, as written, with its reason.
      skipped: [
        { row: 3, value: '7012345', reason: 'duplicate' },
        { row: 6, value: 'not a number', reason: 'invalid' },
      ],
    });
  });

  it.each(['Phone', ' MOBILE ', 'msisdn', 'Number', 'Mobile No', 'Telephone'])('accepts the SMS header %p', (header) => {
    const file = sheet([
      ['Customer', header],
      ['Awa', '7012345'],
    ]);
    expect(readRecipients(file, 'sms').recipients).toEqual(['+2207012345']);
  });

  it('finds the e-mail column by its header', () => {
    const file = sheet([
      ['Phone', 'E-mail Address'],
      [7012345, ' Awa@Example.GM '],
      [3012345, 'awa@example.gm'],
      [9912345, 'Lamin <lamin@example.gm>'],
      [9912346, 'fatou@example.gm'],
    ]);
    expect(readRecipients(file, 'email')).toEqual({
      recipients: ['awa@example.gm', 'fatou@example.gm'],
      invalid: 1,
      duplicates: 1,
      abroad: [],
      skipped: [
        { row: 3, value: 'awa@example.gm', reason: 'duplicate' },
        { row: 4, value: 'Lamin <lamin@example.gm>', reason: 'invalid' },
      ],
    });
  });

  it('without a known header, uses the first column and its top cell if that is a recipient', () => {
    const file = sheet([
      ['7012345', 'x'],
      [3012345, 'y'],
      ['7012345', 'z'],
    ]);
    expect(readRecipients(file, 'sms')).toEqual({
      recipients: ['+2207012345', '+2203012345'],
      invalid: 0,
      duplicates: 1,
      abroad: [],
      skipped: [{ row: 3, value: '7012345', reason: 'duplicate' }],
    });
  });

  it('without a known header, treats an unreadable top cell as a header', () => {
    const file = sheet([['Contacts'], ['awa@example.gm'], ['bad@'], ['lamin@example.gm']]);
    expect(readRecipients(file, 'email')).toEqual({
      recipients: ['awa@example.gm', 'lamin@example.gm'],
      invalid: 1,
      duplicates: 0,
      abroad: [],
      skipped: [{ row: 3, value: 'bad@', reason: 'invalid' }],
    });
  });

  it('starts at the first non-empty row and column', () => {
    const file = sheet([[], [null, 'Clients'], [null, 7012345], [null, true]]);
    expect(readRecipients(file, 'sms')).toEqual({
      recipients: ['+2207012345'],
      invalid: 1,
      duplicates: 0,
      abroad: [],
      skipped: [{ row: 4, value: 'true', reason: 'invalid' }],
    });
  });

  it('skips a valid number its check calls abroad, with its row number, and sends the rest', () => {
    const gambian = (phone: string) => (phone.startsWith('+220') ? null : ('abroad' as const));
    const file = sheet([
      ['Name', 'Phone Number'],
      ['Awa', '+220 701 2345'],
      ['Ann', '+44 20 7123 4567'],
      ['Musa', 'call me'],
      ['Ann again', '004420 7123 4567'], // the same number abroad: a duplicate of it
      ['Lamin', 7012345],
      ['Ousmane', '+221 77 123 45 67'],
      ['Fatou', 3012345],
    ]);
    expect(readRecipients(file, 'sms', { skip: gambian })).toEqual({
      recipients: ['+2207012345', '+2203012345'],
      invalid: 1,
      duplicates: 2,
      abroad: ['+442071234567', '+221771234567'],
      skipped: [
        { row: 3, value: '+44 20 7123 4567', reason: 'abroad' },
        { row: 4, value: 'call me', reason: 'invalid' },
        { row: 5, value: '004420 7123 4567', reason: 'duplicate' },
        { row: 6, value: '7012345', reason: 'duplicate' },
        { row: 7, value: '+221 77 123 45 67', reason: 'abroad' },
      ],
    });
    // Without the check, a number abroad is a recipient like any other (an e-mail send has none).
    expect(readRecipients(file, 'sms').recipients).toEqual(['+2207012345', '+442071234567', '+221771234567', '+2203012345']);
  });

  it('leaves no recipient when every valid number is abroad, keeping them to name', () => {
    const file = sheet([['Phone'], ['+44 20 7123 4567'], ['x'], ['+44 20 7123 4567']]);
    expect(readRecipients(file, 'sms', { skip: () => 'abroad' })).toEqual({
      recipients: [],
      invalid: 1,
      duplicates: 1,
      abroad: ['+442071234567'],
      skipped: [
        { row: 2, value: '+44 20 7123 4567', reason: 'abroad' },
        { row: 3, value: 'x', reason: 'invalid' },
        { row: 4, value: '+44 20 7123 4567', reason: 'duplicate' },
      ],
    });
  });

  it('returns no recipients for a header without rows', () => {
    expect(readRecipients(sheet([['Phone']]), 'sms')).toEqual({
      recipients: [],
      invalid: 0,
      duplicates: 0,
      abroad: [],
      skipped: [],
    });
  });

  it('refuses an empty sheet', () => {
    expect(() => readRecipients(sheet([]), 'sms')).toThrow(new SheetError('The sheet has no rows'));
    expect(() => readRecipients(sheet([[null, '  ']]), 'sms')).toThrow('The sheet has no rows');
  });
});

describe('readRecipients', () => {
  it('reads only the first worksheet', () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Phone'], [7012345]]), 'First');
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Phone'], [3012345]]), 'Second');
    const file = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(readRecipients(file, 'sms').recipients).toEqual(['+2207012345']);
  });

  it('counts a formula cell by its value and never evaluates anything', () => {
    const ws = XLSX.utils.aoa_to_sheet([['Phone'], [7012345]]);
    ws.A3 = { t: 'n', v: 3012345, f: 'HYPERLINK("http://evil.example", 3012345)' };
    ws['!ref'] = 'A1:A3';
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, ws, 'Sheet1');
    const file = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(readRecipients(file, 'sms').recipients).toEqual(['+2207012345', '+2203012345']);
  });

  it('refuses files that are not Excel workbooks, whatever SheetJS could make of them', () => {
    const message = 'The file is not a readable Excel sheet';
    expect(() => readRecipients(Buffer.from('Phone\n7012345\n'), 'sms')).toThrow(message);
    expect(() => readRecipients(Buffer.from('<table><tr><td>7012345</td></tr></table>'), 'sms')).toThrow(message);
    expect(() => readRecipients(onePagePdf(), 'sms')).toThrow(message);
    expect(() => readRecipients(Buffer.alloc(0), 'sms')).toThrow(SheetError);
  });

  it('refuses a damaged workbook with a SheetError', () => {
    const fake = zipArchive({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook><sheets><' });
    expect(() => readRecipients(fake, 'sms')).toThrow(SheetError);
    const garbage = compoundFile({ '/Workbook': Buffer.alloc(3000, 0x5a) });
    expect(() => readRecipients(garbage, 'sms')).toThrow(SheetError);
  });

  it('refuses an .xlsx that would unpack to more than it may (a zip bomb)', () => {
    const bomb = zipArchive(
      {
        '[Content_Types].xml': '<Types/>',
        'xl/workbook.xml': '<workbook/>',
        'xl/worksheets/sheet1.xml': Buffer.alloc(MAX_UNZIPPED_BYTES, 0x20),
      },
      { deflate: true, declaredSize: 100 },
    );
    expect(bomb.length).toBeLessThan(MAX_UNZIPPED_BYTES / 500);
    expect(() => readRecipients(bomb, 'sms')).toThrow(new SheetError('The file is too large to read'));
  });

  it('refuses a sheet with more rows than any customer list, but takes one at the limit', () => {
    const withLastRow = (row: number) => {
      const ws = XLSX.utils.aoa_to_sheet([['Phone']]);
      XLSX.utils.sheet_add_aoa(ws, [[7012345]], { origin: `A${row}` });
      const workbook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(workbook, ws, 'Sheet1');
      return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    };
    expect(readRecipients(withLastRow(MAX_SHEET_ROWS), 'sms').recipients).toEqual(['+2207012345']);
    expect(() => readRecipients(withLastRow(MAX_SHEET_ROWS + 1), 'sms')).toThrow(
      `The sheet has more than ${MAX_SHEET_ROWS} rows`,
    );
  });
});
