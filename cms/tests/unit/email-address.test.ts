import { normalizeEmail } from '../../src/bulk/email-address';

describe('normalizeEmail', () => {
  it('trims and lower-cases an address', () => {
    expect(normalizeEmail('  Awa.Jallow@Example.GM ')).toBe('awa.jallow@example.gm');
    expect(normalizeEmail('first+news@mail.example.co.uk')).toBe('first+news@mail.example.co.uk');
    expect(normalizeEmail("o'neil@xn--bcher-kva.example")).toBe("o'neil@xn--bcher-kva.example");
  });

  it.each([
    ['two addresses', 'a@example.com,b@example.com'],
    ['a list with a semicolon', 'a@example.com; b@example.com'],
    ['a display name', 'Awa <awa@example.com>'],
    ['a header injection', 'awa@example.com\r\nBcc: everyone@example.com'],
    ['two lines', 'awa@example.com\nbob@example.com'],
    ['a space inside', 'awa jallow@example.com'],
    ['no @', 'awa.example.com'],
    ['two @', 'awa@jallow@example.com'],
    ['no domain dot', 'awa@localhost'],
    ['an IP literal', 'awa@[127.0.0.1]'],
    ['a quoted local part', '"awa jallow"@example.com'],
    ['a leading dot', '.awa@example.com'],
    ['double dots', 'awa..jallow@example.com'],
    ['a hyphen at a label edge', 'awa@-example.com'],
    ['a numeric top-level domain', 'awa@example.123'],
    ['an over-long local part', `${'a'.repeat(65)}@example.com`],
    ['an over-long address', `awa@${'a'.repeat(250)}.com`],
    ['empty', ''],
    ['a number', 12345],
    ['undefined', undefined],
  ])('rejects %s', (_, raw) => {
    expect(normalizeEmail(raw)).toBeNull();
  });
});
