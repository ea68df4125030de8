'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { redactCredentials } = require('../dist/cjs/text/redact.js');

describe('redactCredentials', () => {
  it('hides the user and password of every URL in a message', () => {
    assert.equal(
      redactCredentials('connect to redis://:s3cret@10.0.0.5:6379/0 failed'),
      'connect to redis://***@10.0.0.5:6379/0 failed',
    );
    assert.equal(
      redactCredentials('rediss://bank:p%40ss@cache:6380 and http://hook:pw@site/api/revalidate'),
      'rediss://***@cache:6380 and http://***@site/api/revalidate',
    );
    // A password with an unencoded slash is still hidden whole.
    assert.equal(redactCredentials('redis://:pa/ss@cache:6379'), 'redis://***@cache:6379');
  });

  it('leaves messages without credentials as they are', () => {
    assert.equal(
      redactCredentials('connect ECONNREFUSED 127.0.0.1:6379 (redis://127.0.0.1:6379/0)'),
      'connect ECONNREFUSED 127.0.0.1:6379 (redis://127.0.0.1:6379/0)',
    );
  });
});
