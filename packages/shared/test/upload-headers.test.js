'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { uploadSafetyHeaders } = require('../dist/cjs/upload-headers.js');

describe('uploadSafetyHeaders', () => {
  for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
    it(`shows a ${type} inline, sandboxed and unsniffed`, () => {
      const headers = uploadSafetyHeaders(type);
      assert.equal(headers['X-Content-Type-Options'], 'nosniff');
      assert.match(headers['Content-Security-Policy'], /default-src 'none'.*sandbox/);
      assert.equal(headers['Content-Disposition'], undefined);
    });
  }

  for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/pdf', 'application/xhtml+xml', null, '']) {
    it(`makes ${JSON.stringify(type)} a download that cannot run`, () => {
      const headers = uploadSafetyHeaders(type);
      assert.equal(headers['Content-Disposition'], 'attachment');
      assert.ok(headers['Content-Security-Policy'].includes('sandbox'));
      assert.ok(!headers['Content-Security-Policy'].includes('script-src'));
    });
  }
});
