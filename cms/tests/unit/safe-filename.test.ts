import { downloadDisposition, isSafeStoredName, toSafeStoredName } from '../../src/documents/safe-filename';

describe('isSafeStoredName', () => {
  it.each(['report-lx2a9k-0a1b2c3d.pdf', 'Account_Opening.Form-2.docx'])('accepts %p', (name) => {
    expect(isSafeStoredName(name)).toBe(true);
  });

  it.each([
    '',
    '../secret.pdf',
    '..',
    'a..pdf',
    '.env',
    'dir/file.pdf',
    'dir\\file.pdf',
    '%2e%2e%2fpasswd',
    'file name.pdf',
    'file.pdf\0.png',
    'rapport-é.pdf',
    `${'a'.repeat(197)}.pdf`,
  ])('refuses %p', (name) => {
    expect(isSafeStoredName(name)).toBe(false);
  });
});

describe('toSafeStoredName', () => {
  it.each([
    ['Account Opening Form (2026).pdf', 'Account-Opening-Form-2026.pdf'],
    ['rapport annuel é.PDF', 'rapport-annuel-e.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\loan form.docx', 'loan-form.docx'],
    ['.env', 'download.env'],
    ['تقرير.pdf', 'download.pdf'],
    [`${'a'.repeat(300)}.docx`, `${'a'.repeat(195)}.docx`],
  ])('%p → %p, a name the download route accepts', (original, expected) => {
    expect(toSafeStoredName(original)).toBe(expected);
    expect(isSafeStoredName(expected)).toBe(true);
  });
});

describe('downloadDisposition (a download is named after what the uploader typed)', () => {
  it.each([
    ['Account Opening Form', '.pdf', 'attachment; filename="account-opening-form.pdf"'],
    ['  Annual Report 2025 ', '.PDF', 'attachment; filename="annual-report-2025.pdf"'],
    [
      'Formulaire d’ouverture é',
      '.docx',
      `attachment; filename="formulaire-d-ouverture-e.docx"; filename*=UTF-8''formulaire-d%E2%80%99ouverture-%C3%A9.docx`,
    ],
    ['تقرير', '.pdf', `attachment; filename="download.pdf"; filename*=UTF-8''%D8%AA%D9%82%D8%B1%D9%8A%D8%B1.pdf`],
  ])('%p + %p → %p', (title, ext, expected) => {
    expect(downloadDisposition(title, ext)).toBe(expected);
  });

  it('lets nothing typed end the header, add one, or break out of the quotes', () => {
    const header = downloadDisposition('Evil"\r\nSet-Cookie: a=b; x="../../etc/passwd', '.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe('attachment; filename="evil-set-cookie-a-b-x-etc-passwd.pdf"');
    const unicode = downloadDisposition('Ré"\r\nX: y', '.pdf');
    expect(unicode).not.toMatch(/[\r\n]/);
    expect(unicode.match(/"/g)).toHaveLength(2);
  });

  it('keeps only a plain extension', () => {
    expect(downloadDisposition('Form', '.p"df\r\n')).toBe('attachment; filename="form"');
  });
});
