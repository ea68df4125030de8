import { fitsWhenUnzipped, readZipDirectory } from '../../src/lib/zip';
import { DOCX_PARTS, excelFile, zipArchive } from './helpers/fixtures';

describe('readZipDirectory', () => {
  it('lists the entries of a real .xlsx', () => {
    const names = readZipDirectory(excelFile([['Phone'], [7012345]], 'xlsx'))?.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
  });

  it('gives null for something that is not a ZIP', () => {
    expect(readZipDirectory(Buffer.from('PK\x03\x04 and then nothing'))).toBeNull();
    expect(readZipDirectory(Buffer.alloc(0))).toBeNull();
  });
});

describe('fitsWhenUnzipped', () => {
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
    expect(fitsWhenUnzipped(excelFile([['Phone'], [7012345]], 'xlsx'), 1024 * 1024)).toBe(true);
  });

  it('refuses broken archives', () => {
    const zip = zipArchive(DOCX_PARTS, { deflate: true });
    const broken = Buffer.from(zip);
    broken.fill(0xff, 40, 60); // the first entry's compressed data
    expect(fitsWhenUnzipped(broken, 1024 * 1024)).toBe(false);
    expect(fitsWhenUnzipped(Buffer.from('not a zip'), 1024)).toBe(false);
  });
});
