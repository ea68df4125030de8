'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { secretMatches } = require('../dist/cjs/server/secret-matches.js');

// The one comparison of the CMS's delivery-report and draft-read tokens and the site's revalidation secret.
describe('secretMatches', () => {
  it('matches equal secrets only', () => {
    assert.equal(secretMatches('s3cret', 's3cret'), true);
    assert.equal(secretMatches('s3cret', 's3cres'), false);
    assert.equal(secretMatches('s3cre', 's3cret'), false);
    assert.equal(secretMatches('s3cret-longer', 's3cret'), false);
  });

  it('refuses when either side is missing', () => {
    assert.equal(secretMatches(undefined, 's3cret'), false);
    assert.equal(secretMatches(null, 's'), false);
    assert.equal(secretMatches('s', null), false);
    assert.equal(secretMatches('', ''), false);
    assert.equal(secretMatches(['s3cret'], 's3cret'), false);
  });
});
