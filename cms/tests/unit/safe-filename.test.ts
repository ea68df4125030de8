import { isSafeStoredName, storedName } from '../../src/lib/safe-filename';

describe('storedName', () => {
  it('is the prefix, a time stamp, random hex and the extension of the detected type', () => {
    expect(storedName('report', 'pdf')).toMatch(/^report-[0-9a-z]+-[0-9a-f]{8}\.pdf$/);
    expect(storedName('form', 'docx')).toMatch(/^form-[0-9a-z]+-[0-9a-f]{8}\.docx$/);
  });

  it('cleans the prefix down to [a-z0-9-]', () => {
    expect(storedName('../Annual Report 2024!', 'pdf')).toMatch(/^annual-report-2024-[0-9a-z]+-[0-9a-f]{8}\.pdf$/);
    expect(storedName('../../', 'jpg')).toMatch(/^file-[0-9a-z]+-[0-9a-f]{8}\.jpg$/);
    expect(storedName('x'.repeat(500), 'png').length).toBeLessThan(80);
  });

  it('gives a different, safe name each time', () => {
    const names = new Set(Array.from({ length: 200 }, () => storedName('form', 'pdf')));
    expect(names.size).toBe(200);
    for (const name of names) expect(isSafeStoredName(name)).toBe(true);
  });
});

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
