import { readZipDirectory, unzipWithinLimits, type UnzipLimits } from '../../src/documents/zip';
import { excelWorkbook } from '@bank/test-support';
import { DOCX_PARTS, twoDirectoryZip, zipArchive } from '../support/fixtures';

const limits = (maxBytes: number, maxRatio = 1_000_000): UnzipLimits => ({ maxBytes, maxRatio, ratioGraceBytes: 100 * 1024 });
const fitsWhenUnzipped = (zip: Buffer, maxBytes: number) => unzipWithinLimits(zip, limits(maxBytes)).ok;

describe('readZipDirectory', () => {
  it('lists the entries of a real .xlsx', () => {
    const names = readZipDirectory(excelWorkbook([['Phone'], [7012345]], 'xlsx'))?.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
  });

  it('gives null for something that is not a ZIP', () => {
    expect(readZipDirectory(Buffer.from('PK\x03\x04 and then nothing'))).toBeNull();
    expect(readZipDirectory(Buffer.alloc(0))).toBeNull();
  });
});

describe('unzipWithinLimits', () => {
  const bulky = ' '.repeat(10_000);

  it('measures what stored and deflated entries really unpack to', () => {
    for (const deflate of [false, true]) {
      const zip = zipArchive({ 'a.xml': bulky, 'b.xml': bulky }, { deflate });
      expect(fitsWhenUnzipped(zip, 20_000)).toBe(true);
      expect(fitsWhenUnzipped(zip, 19_999)).toBe(false);
    }
  });

  it('is not fooled by an entry that claims to be small', () => {
    const bomb = zipArchive({ 'xl/worksheets/sheet1.xml': ' '.repeat(1_000_000) }, { deflate: true, declaredSize: 10 });
    expect(bomb.length).toBeLessThan(5_000);
    expect(fitsWhenUnzipped(bomb, 100_000)).toBe(false);
  });

  it('counts every real .xlsx written by SheetJS as small', () => {
    expect(fitsWhenUnzipped(excelWorkbook([['Phone'], [7012345]], 'xlsx'), 1024 * 1024)).toBe(true);
  });

  it('refuses broken archives', () => {
    const zip = zipArchive(DOCX_PARTS, { deflate: true });
    const broken = Buffer.from(zip);
    broken.fill(0xff, 40, 60); // the first entry's compressed data
    expect(fitsWhenUnzipped(broken, 1024 * 1024)).toBe(false);
    expect(fitsWhenUnzipped(Buffer.from('not a zip'), 1024)).toBe(false);
  });

  it('gives the parser the entries it measured, byte for byte', () => {
    const result = unzipWithinLimits(zipArchive(DOCX_PARTS, { deflate: true }), limits(1024 * 1024));
    expect(result.ok && Object.fromEntries([...result.entries].map(([name, data]) => [name, data.toString('utf8')]))).toEqual(
      DOCX_PARTS,
    );
  });

  it('refuses an entry that inflates more than the ratio allows once past the grace size', () => {
    const zip = zipArchive({ 'xl/worksheets/sheet1.xml': ' '.repeat(1_000_000) }, { deflate: true });
    expect(unzipWithinLimits(zip, limits(10 * 1024 * 1024, 100))).toEqual({ ok: false, reason: 'too-large' });
    expect(unzipWithinLimits(zip, limits(10 * 1024 * 1024, 2000)).ok).toBe(true);
  });

  it('refuses two entries with one name (readers would disagree on which one counts)', () => {
    const zip = zipArchive({ 'xl/workbook.xml': 'a', 'XL/Workbook.xml': 'b' }, { deflate: true });
    expect(unzipWithinLimits(zip, limits(1024))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('reads only the directory its own end record points at, never one hidden in the comment', () => {
    const zip = twoDirectoryZip({ 'visible.xml': Buffer.from('small') }, { 'hidden.xml': Buffer.alloc(5_000_000, 0x20) });
    const result = unzipWithinLimits(zip, limits(1024));
    expect(result.ok && [...result.entries.keys()]).toEqual(['visible.xml']);
  });
});
