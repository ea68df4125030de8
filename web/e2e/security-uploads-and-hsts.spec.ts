/**
 * Uploaded files served by the site never run as its pages, and the site sends Strict-Transport-Security behind
 * HTTPS, as a trusted front says it is.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from './fixtures';
import { pngImage } from './support/files';
import { startSiteInstance } from './support/site-instance';

function getFrom(url: string, localAddress: string, headers: Record<string, string>): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress, headers }, (response) => {
        response.resume();
        resolve(response.headers);
      })
      .on('error', reject);
  });
}

test.describe('uploads and transport', () => {
  test('an HTML file in the uploads folder is a sandboxed download; images show inline, never sniffed', async ({
    request,
    env,
  }) => {
    const uploads = path.join(env.tmpDir, 'public', 'uploads');
    fs.writeFileSync(path.join(uploads, 'probe-e2e.html'), '<script>document.title="pwned"</script>');
    fs.writeFileSync(path.join(uploads, 'probe-e2e.png'), pngImage());
    const html = await request.get('/uploads/probe-e2e.html');
    expect(html.status()).toBe(200);
    expect(html.headers()['content-disposition']).toBe('attachment');
    expect(html.headers()['content-security-policy']).toMatch(/^default-src 'none';.*sandbox/);
    expect(html.headers()['x-content-type-options']).toBe('nosniff');

    const png = await request.get('/uploads/probe-e2e.png');
    expect(png.headers()['content-type']).toBe('image/png');
    expect(png.headers()['content-disposition']).toBeUndefined();
    expect(png.headers()['content-security-policy']).toContain('sandbox');
  });

  test('HSTS only when a trusted front says the visitor came over HTTPS', async ({ env }) => {
    test.setTimeout(120_000);
    const site = await startSiteInstance(env, { trustedProxies: '127.0.0.1' });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      expect((await getFrom(`${site.url}/about`, '127.0.0.1', https))['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect((await getFrom(`${site.url}/about`, '127.0.0.1', {}))['strict-transport-security']).toBeUndefined();
      // A client that is not the front cannot claim HTTPS.
      expect((await getFrom(`${site.url}/about`, '127.0.0.9', https))['strict-transport-security']).toBeUndefined();
    } finally {
      await site.stop();
    }
  });
});
