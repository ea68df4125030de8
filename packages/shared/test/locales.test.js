'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { isLocale, LOCALES, LOCALE_REFUSAL } = require('../dist/cjs/locales.js');

// What a public read's `locale` may be: the five codes, exactly, once.
describe('isLocale', () => {
  it('takes each of the five codes', () => {
    assert.deepEqual(LOCALES, ['en', 'fr', 'wo', 'mnk', 'ff']);
    for (const code of LOCALES) assert.equal(isLocale(code), true, code);
  });

  it('refuses other codes and other spellings of the five', () => {
    for (const value of ['de', 'xx', 'FR', 'Fr', 'fr-FR', 'fr_FR', ' fr', 'fr ', 'mnk\u0000', 'en-GB', '', '*', 'all']) {
      assert.equal(isLocale(value), false, JSON.stringify(value));
    }
  });

  it('refuses a repeated parameter, a bracketed one and anything not a string', () => {
    for (const value of [['fr'], ['fr', 'en'], { 0: 'fr' }, { $eq: 'fr' }, null, undefined, 1, true]) {
      assert.equal(isLocale(value), false, JSON.stringify(value));
    }
  });

  it('says what is allowed', () => {
    assert.equal(LOCALE_REFUSAL, 'locale must be one of en, fr, wo, mnk, ff, given once');
  });
});
