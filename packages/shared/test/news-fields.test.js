'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { fieldProblem, NEWS_CATEGORIES, NEWS_FIELD_MAX, NewsCreateFields, NewsUpdateFields } = require('../dist/cjs/index.js');

/*
 * The news fields of the contract (src/schemas.ts), which the CMS checks Add and Edit with, and fieldProblem's
 * words for what is wrong (the CMS's 400 `{message}`).
 */

const fields = { title: 'T', author_name: 'A', category: 'News', summary: 'S', full_text: 'F' };

describe('the news fields', () => {
  it('take each text up to its maximum length, and not one character more', () => {
    assert.deepEqual(NEWS_FIELD_MAX, { title: 200, author_name: 120, summary: 1000, full_text: 50_000 });
    for (const [field, max] of Object.entries(NEWS_FIELD_MAX)) {
      assert.equal(NewsCreateFields.safeParse({ ...fields, [field]: 'x'.repeat(max) }).success, true, field);
      assert.equal(NewsCreateFields.safeParse({ ...fields, [field]: 'x'.repeat(max + 1) }).success, false, field);
      const edit = { ...fields, date: '2026-07-15' };
      assert.equal(NewsUpdateFields.safeParse({ ...edit, [field]: 'x'.repeat(max) }).success, true, field);
      assert.equal(NewsUpdateFields.safeParse({ ...edit, [field]: 'x'.repeat(max + 1) }).success, false, field);
    }
  });

  it('take the categories News, Events and Donation only', () => {
    assert.deepEqual([...NEWS_CATEGORIES], ['News', 'Events', 'Donation']);
    for (const category of NEWS_CATEGORIES) assert.equal(NewsCreateFields.safeParse({ ...fields, category }).success, true);
    assert.equal(NewsCreateFields.safeParse({ ...fields, category: 'news' }).success, false);
  });

  it('edit what Add takes, and the day', () => {
    assert.deepEqual(Object.keys(NewsUpdateFields.shape), [...Object.keys(NewsCreateFields.shape), 'date']);
  });
});

describe('fieldProblem', () => {
  const shape = NewsUpdateFields.shape;

  it('is null for a value the field takes', () => {
    assert.equal(fieldProblem(shape.title, 'title', 'A title'), null);
    assert.equal(fieldProblem(shape.date, 'date', '2024-02-29'), null);
  });

  it('names the field and what is wrong, as the CMS answers', () => {
    assert.equal(fieldProblem(shape.title, 'title', 'x'.repeat(201)), 'title must be at most 200 characters');
    assert.equal(fieldProblem(shape.summary, 'summary', 'x'.repeat(1001)), 'summary must be at most 1000 characters');
    assert.equal(fieldProblem(shape.title, 'title', ''), 'title is required');
    assert.equal(fieldProblem(shape.title, 'title', undefined), 'title is required');
    assert.equal(fieldProblem(shape.title, 'title', 12), 'title must be text');
    assert.equal(fieldProblem(shape.category, 'category', 'Sport'), 'category must be one of News, Events, Donation');
    for (const day of ['2026-02-30', '15/07/2026', '2025-02-29']) {
      assert.equal(fieldProblem(shape.date, 'date', day), 'date must be a date written YYYY-MM-DD, e.g. 2026-07-15');
    }
  });
});
