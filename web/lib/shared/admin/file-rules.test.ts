import { isExcel, isImage, isPdf } from './file-rules';

const file = (name: string, type: string) => ({ name, type });

describe('file rules', () => {
  it('accepts only application/pdf as a PDF, whatever the name', () => {
    expect(isPdf(file('notice.pdf', 'application/pdf'))).toBe(true);
    expect(isPdf(file('notice.pdf', 'text/plain'))).toBe(false);
    expect(isPdf(file('notice.docx', ''))).toBe(false);
  });

  it('accepts image types for the gallery', () => {
    expect(isImage(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(isImage(file('a.png', 'image/png'))).toBe(true);
    expect(isImage(file('a.pdf', 'application/pdf'))).toBe(false);
  });

  it('accepts .xls and .xlsx for the bulk sender', () => {
    expect(isExcel(file('contacts.xlsx', ''))).toBe(true);
    expect(isExcel(file('CONTACTS.XLS', ''))).toBe(true);
    expect(isExcel(file('contacts.csv', 'text/csv'))).toBe(false);
    expect(isExcel(file('contacts.xlsx.txt', 'text/plain'))).toBe(false);
  });
});
