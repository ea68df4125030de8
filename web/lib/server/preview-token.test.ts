import { createHmac } from 'crypto';
import { verifyPreviewToken } from './preview-token';

const KEY = 'preview-key';
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const claims = { uid: 'api::news-item.news-item', documentId: 'doc1', path: '/news', exp: NOW / 1000 + 600 };

/** Signs as the CMS does (cms/src/lib/preview.ts). */
function sign(payload: unknown, key = KEY): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

describe('verifyPreviewToken', () => {
  it('accepts the CMS’s token until it expires', () => {
    expect(verifyPreviewToken(sign(claims), KEY, NOW)).toEqual(claims);
    expect(verifyPreviewToken(sign(claims), KEY, NOW + 599_000)).toEqual(claims);
    expect(verifyPreviewToken(sign(claims), KEY, NOW + 600_000)).toBeNull();
  });

  it('refuses a token that claims to live longer than the CMS signs for', () => {
    expect(verifyPreviewToken(sign({ ...claims, exp: NOW / 1000 + 3600 }), KEY, NOW)).toBeNull();
  });

  it('refuses another key, a changed claim, and anything not a token', () => {
    const token = sign(claims);
    const [, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, documentId: 'doc2' })).toString('base64url');
    for (const bad of [
      sign(claims, 'other-key'),
      `${forgedBody}.${signature}`,
      `${token}.x`,
      token.slice(0, -2),
      sign({ ...claims, exp: String(claims.exp) }),
      sign(null),
      'not-a-token',
      '',
      undefined,
      [token],
    ]) {
      expect(verifyPreviewToken(bad, KEY, NOW)).toBeNull();
    }
    expect(verifyPreviewToken(token, null, NOW)).toBeNull();
  });
});
