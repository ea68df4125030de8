import * as XLSX from 'xlsx';

/** A real Excel workbook with `rows` on its first sheet, as SheetJS writes it: 'xlsx' or 'biff8' (.xls). */
export function excelWorkbook(rows: unknown[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Customers');
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer;
}

/** The bulk sender's simplest sheet: an .xlsx whose one column, 'Phone Number', holds `numbers` in order. */
export function phoneSheet(numbers: readonly string[]): Buffer {
  return excelWorkbook([['Phone Number'], ...numbers.map((number) => [number])], 'xlsx');
}
