'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { metricsAllowList } = require('../dist/cjs/server/metrics-allow.js');

/* Who may read /metrics (src/server/metrics-allow.ts), the CMS's and the site's. */

describe('metricsAllowList', () => {
  it('lets loopback and the private networks in when METRICS_ALLOW is empty or not set', () => {
    for (const list of ['', '  ', undefined]) {
      const allowed = metricsAllowList(list);
      for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.16.0.9', '192.168.1.1', 'fd00::5', '::ffff:10.0.0.1']) {
        assert.equal(allowed(address), true, `${address} with ${JSON.stringify(list)}`);
      }
      assert.equal(allowed('203.0.113.9'), false);
      assert.equal(allowed(undefined), false);
      assert.equal(allowed(''), false);
    }
  });

  it('lets only the listed addresses and networks in when set', () => {
    const allowed = metricsAllowList(' 203.0.113.9, 198.51.100.0/24 ');
    assert.equal(allowed('203.0.113.9'), true);
    assert.equal(allowed('198.51.100.77'), true);
    assert.equal(allowed('127.0.0.1'), false);
  });

  it('explains a wrong entry', () => {
    assert.throws(
      () => metricsAllowList('127.0.0.1, prometheus'),
      /METRICS_ALLOW must list addresses or CIDRs separated by commas/,
    );
  });
});
