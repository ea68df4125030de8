import { isSafeStoredName, toSafeStoredName } from '../../src/lib/safe-filename';

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
