'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { CSV_BOM, csvField, csvRow, skippedRowsCsv } = require('../dist/cjs/text/csv.js');

/*
 * CSV a spreadsheet opens safely (src/text/csv.ts): the CMS's bulk results and audit export (csvField, csvRow), the
 * site's skipped rows of a bulk send's preview (skippedRowsCsv, every cell quoted).
 */

describe('CSV fields a spreadsheet opens safely', () => {
  for (const [value, expected] of [
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+2207000001', "'+2207000001"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ]) {
    it(`defuses a field starting a formula: ${JSON.stringify(value)} → ${JSON.stringify(expected)}`, () => {
      assert.equal(csvField(value), expected);
    });
  }

  it('leaves plain fields as they are and quotes commas, quotes and line breaks (RFC 4180)', () => {
    assert.equal(csvField('plain@example.gm'), 'plain@example.gm');
    assert.equal(csvField('a, b'), '"a, b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('two\nlines'), '"two\nlines"');
    assert.equal(csvField('in = the middle'), 'in = the middle');
    assert.equal(csvField(null), '');
    assert.equal(csvField(undefined), '');
    assert.equal(csvField(12), '12');
  });

  it('ends each record with CRLF', () => {
    assert.equal(csvRow(['+220', 'sent', null]), "'+220,sent,\r\n");
  });

  it("writes objects (an audit entry's changes) as JSON", () => {
    assert.equal(csvField({ buy: { before: 6.5, after: 6.75 } }), '"{""buy"":{""before"":6.5,""after"":6.75}}"');
  });

  it('quotes every field when asked to, defused the same', () => {
    assert.equal(csvRow(['plain', '+220', 'say "hi"'], { quoteAll: true }), `"plain","'+220","say ""hi"""\r\n`);
  });

  it('starts a file with the byte-order mark Excel reads UTF-8 by', () => {
    assert.equal(CSV_BOM, '\uFEFF');
  });
});

describe('skippedRowsCsv', () => {
  it('writes each skipped row with its number, value and reason', () => {
    assert.equal(
      skippedRowsCsv([
        { row: 3, value: '7012345', reason: 'duplicate' },
        { row: 4, value: '+44 20 7123 4567', reason: 'abroad' },
        { row: 5, value: 'call me', reason: 'invalid' },
      ]),
      '"Row","Value","Reason"\r\n' +
        '"3","7012345","already in the sheet (duplicate)"\r\n' +
        '"4","\'+44 20 7123 4567","outside the countries SMS are sent to (abroad)"\r\n' +
        '"5","call me","not a valid phone number or e-mail address"\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and keeps a spreadsheet from running a value as a formula', () => {
    const csv = skippedRowsCsv([
      { row: 2, value: 'Jallow, "Awa"\nmobile', reason: 'invalid' },
      { row: 3, value: '=HYPERLINK("http://x")', reason: 'invalid' },
      { row: 4, value: '+44 20 7123', reason: 'invalid' },
      { row: 5, value: '@SUM(A1)', reason: 'invalid' },
    ]);
    assert.deepEqual(csv.split('\r\n').slice(1, 5), [
      '"2","Jallow, ""Awa""\nmobile","not a valid phone number or e-mail address"',
      '"3","\'=HYPERLINK(""http://x"")","not a valid phone number or e-mail address"',
      '"4","\'+44 20 7123","not a valid phone number or e-mail address"',
      '"5","\'@SUM(A1)","not a valid phone number or e-mail address"',
    ]);
  });

  it('is the header alone without skipped rows', () => {
    assert.equal(skippedRowsCsv([]), '"Row","Value","Reason"\r\n');
  });
});
