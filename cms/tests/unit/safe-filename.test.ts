import { isSafeStoredName } from '../../src/lib/safe-filename';

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
