import { detectFileType } from '../../src/documents/file-type';
import { readRecipients, SheetError } from '../../src/bulk/recipients';
import { excelWorkbook, onePagePdf } from '@bank/test-support';
import { compoundFile, DOCX_PARTS, twoDirectoryZip, unzipParts, zipArchive } from '../support/fixtures';
import { mutate, random } from '../support/mutations';

/**
 * Issue "Safe to put online", item 7: whatever bytes arrive, the sniffers and the sheet parser answer (a type or
 * none; recipients or a SheetError the route shows as a 400) within a second, never crash.
 */

const ROWS = [
  ['Name', 'Phone Number', 'E-mail'],
  ['Awa', '7012345', 'awa@example.gm'],
  ['Lamin', 3012345, 'lamin@example.gm'],
];
const CORPUS: Record<string, Buffer> = {
  xls: excelWorkbook(ROWS, 'biff8'),
  xlsx: excelWorkbook(ROWS, 'xlsx'),
  doc: compoundFile({ '/WordDocument': Buffer.alloc(2048, 7), '/1Table': Buffer.alloc(1024, 3) }),
  docx: zipArchive(DOCX_PARTS, { deflate: true }),
  pdf: onePagePdf(),
};
const MUTATIONS_PER_FILE = 150;
const SECOND = 1000;

/** What went wrong with one input, or null: a crash (anything but a SheetError) or a slow answer. */
function problemWith(bytes: Buffer): string | null {
  let started = performance.now();
  try {
    detectFileType(bytes);
  } catch (error) {
    return `detectFileType threw ${String(error)}`;
  }
  if (performance.now() - started > SECOND) return 'detectFileType took more than a second';
  for (const channel of ['sms', 'email'] as const) {
    started = performance.now();
    try {
      readRecipients(bytes, channel);
    } catch (error) {
      if (!(error instanceof SheetError)) return `readRecipients threw ${String(error)}`;
      if (!error.message) return 'readRecipients gave no message';
    }
    if (performance.now() - started > SECOND) return `readRecipients (${channel}) took more than a second`;
  }
  return null;
}

describe('the sniffers and the sheet parser on hostile bytes', () => {
  // SheetJS reports each record it does not know on the console; broken files are full of them.
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it.each(Object.keys(CORPUS))('never crash or hang on the real %s file or its mutations', (kind) => {
    const next = random(0xb4a7 + kind.length * 7919 + kind.charCodeAt(0));
    const problems: string[] = [];
    const original = problemWith(CORPUS[kind]);
    if (original) problems.push(`original: ${original}`);
    for (let i = 0; i < MUTATIONS_PER_FILE; i++) {
      const { bytes, how } = mutate(CORPUS[kind], next);
      const problem = problemWith(bytes);
      if (problem) problems.push(`#${i} (${how}): ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('reads the real sheets it is given', () => {
    expect(readRecipients(CORPUS.xlsx, 'sms').recipients).toEqual(['+2207012345', '+2203012345']);
    expect(readRecipients(CORPUS.xls, 'email').recipients).toEqual(['awa@example.gm', 'lamin@example.gm']);
  });

  it('parses the directory the zip-bomb guard measured, not a bomb hidden behind a second end record', () => {
    const visible = unzipParts(excelWorkbook([['Phone'], ['7012345']], 'xlsx'));
    const hidden = unzipParts(excelWorkbook([['Phone'], ['3012345']], 'xlsx'));
    const sheetName = Object.keys(hidden).find((name) => /worksheets\/sheet1\.xml$/i.test(name)) as string;
    const sheet = hidden[sheetName].toString('utf8');
    // 120 MB of whitespace inside the XML: past the 100 MB limit, in under 200 KB of deflate.
    const padding = Buffer.alloc(120 * 1024 * 1024, 0x20);
    const at = sheet.indexOf('<sheetData>');
    hidden[sheetName] = Buffer.concat([Buffer.from(sheet.slice(0, at)), padding, Buffer.from(sheet.slice(at))]);
    const crafted = twoDirectoryZip(visible, hidden);
    expect(crafted.length).toBeLessThan(400 * 1024);

    const started = performance.now();
    expect(readRecipients(crafted, 'sms').recipients).toEqual(['+2207012345']);
    expect(performance.now() - started).toBeLessThan(SECOND);
  });
});
