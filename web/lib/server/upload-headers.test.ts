import { uploadSafetyHeaders } from './upload-headers';

describe('uploadSafetyHeaders', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('shows a %s inline, sandboxed and unsniffed', (type) => {
    const headers = uploadSafetyHeaders(type);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Security-Policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(headers['Content-Disposition']).toBeUndefined();
  });

  it.each(['text/html; charset=utf-8', 'image/svg+xml', 'application/pdf', 'application/xhtml+xml', null, ''])(
    'makes %s a download that cannot run',
    (type) => {
      const headers = uploadSafetyHeaders(type);
      expect(headers['Content-Disposition']).toBe('attachment');
      expect(headers['Content-Security-Policy']).toContain('sandbox');
      expect(headers['Content-Security-Policy']).not.toContain('script-src');
    },
  );
});
