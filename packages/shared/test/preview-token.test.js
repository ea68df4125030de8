'use strict';

const assert = require('node:assert/strict');
const { createHmac } = require('node:crypto');
const { describe, it } = require('node:test');
const { PREVIEW_TOKEN_TTL_SECONDS, signPreviewToken, verifyPreviewToken } = require('../dist/cjs/server/preview-token.js');

/* The preview link's token (src/server/preview-token.ts): signed by the CMS, checked by the site. */

const KEY = 'preview-key';
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const claims = { uid: 'api::news-item.news-item', documentId: 'doc1', path: '/news', exp: NOW / 1000 + 600 };

/** Signs by hand, as the format says (any payload, any key). */
function sign(payload, key = KEY) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

describe('signPreviewToken', () => {
  it('expires within ten minutes', () => {
    assert.ok(PREVIEW_TOKEN_TTL_SECONDS <= 600);
  });

  it('signs what it is given, and only that', () => {
    const given = { uid: 'api::news-item.news-item', documentId: 'a', path: '/news', exp: 1 };
    assert.equal(signPreviewToken(given, 'k'), signPreviewToken({ ...given }, 'k'));
    assert.notEqual(signPreviewToken(given, 'k'), signPreviewToken({ ...given, documentId: 'b' }, 'k'));
    assert.notEqual(signPreviewToken(given, 'k'), signPreviewToken(given, 'other'));
  });

  it('writes base64url(JSON claims).base64url(HMAC-SHA256 of the first part), which the site accepts', () => {
    assert.equal(signPreviewToken(claims, KEY), sign(claims));
    assert.deepEqual(verifyPreviewToken(signPreviewToken(claims, KEY), KEY, NOW), claims);
  });
});

describe('verifyPreviewToken', () => {
  it('accepts the CMS’s token until it expires', () => {
    assert.deepEqual(verifyPreviewToken(sign(claims), KEY, NOW), claims);
    assert.deepEqual(verifyPreviewToken(sign(claims), KEY, NOW + 599_000), claims);
    assert.equal(verifyPreviewToken(sign(claims), KEY, NOW + 600_000), null);
  });

  it('refuses a token that claims to live longer than the CMS signs for', () => {
    assert.equal(verifyPreviewToken(sign({ ...claims, exp: NOW / 1000 + 3600 }), KEY, NOW), null);
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
      assert.equal(verifyPreviewToken(bad, KEY, NOW), null);
    }
    assert.equal(verifyPreviewToken(token, null, NOW), null);
  });
});
