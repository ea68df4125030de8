import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectFileType, detectFileTypeOfPath, EXTENSION, MIME, type DetectedType } from '../../src/documents/file-type';
import { excelWorkbook, onePagePdf } from '@bank/test-support';
import { compoundFile, DOCX_PARTS, image, zipArchive, windowsProgram } from '../support/fixtures';

const ROWS = [['Phone Number'], ['7012345'], [3012345]];

describe('detectFileType', () => {
  it('recognises a real PDF', () => {
    expect(detectFileType(onePagePdf())).toBe('pdf');
  });

  it.each([
    ['png', 'png'],
    ['jpeg', 'jpg'],
    ['webp', 'webp'],
  ] as const)('recognises a real %s image', async (format, expected) => {
    expect(detectFileType(await image(format))).toBe(expected);
  });

  it('recognises a real .xlsx written by SheetJS', () => {
    expect(detectFileType(excelWorkbook(ROWS, 'xlsx'))).toBe('xlsx');
  });

  it('recognises a real .xls (BIFF8) written by SheetJS', () => {
    expect(detectFileType(excelWorkbook(ROWS, 'biff8'))).toBe('xls');
  });

  it('recognises a .docx by its word/document.xml part', () => {
    expect(detectFileType(zipArchive(DOCX_PARTS))).toBe('docx');
  });

  it('reads ZIP64 end records', () => {
    expect(detectFileType(zipArchive(DOCX_PARTS, { zip64: true }))).toBe('docx');
  });

  it('is not fooled by an End Of Central Directory signature inside the archive comment', () => {
    const fake = Buffer.alloc(22);
    fake.writeUInt32LE(0x06054b50, 0);
    fake.writeUInt16LE(1, 10);
    fake.writeUInt32LE(46, 12);
    fake.writeUInt32LE(3, 16); // points into the middle of nowhere
    expect(detectFileType(zipArchive(DOCX_PARTS, { comment: fake.toString('latin1') }))).toBe('docx');
  });

  it('refuses macro-enabled Office files dressed as .docx/.xlsx', () => {
    expect(detectFileType(zipArchive({ ...DOCX_PARTS, 'word/vbaProject.bin': 'VBA' }))).toBeNull();
  });

  it('refuses a ZIP that is neither a Word nor an Excel document', () => {
    expect(detectFileType(zipArchive({ 'hello.txt': 'hello', 'word/other.xml': '<x/>' }))).toBeNull();
  });

  it('refuses a ZIP claiming to be both Word and Excel', () => {
    expect(detectFileType(zipArchive({ ...DOCX_PARTS, 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
  });

  it('refuses a ZIP whose end records are cut off', () => {
    const zip = zipArchive(DOCX_PARTS);
    expect(detectFileType(zip.subarray(0, zip.length - 10))).toBeNull();
    expect(detectFileType(zip.subarray(0, 40))).toBeNull();
  });

  it('recognises a .doc by its WordDocument stream', () => {
    expect(detectFileType(compoundFile({ '/WordDocument': Buffer.alloc(600, 1) }))).toBe('doc');
  });

  it('recognises an Excel 5 .xls by its Book stream', () => {
    expect(detectFileType(compoundFile({ '/Book': Buffer.alloc(600, 1) }))).toBe('xls');
  });

  it('decides by the top-level streams only: a .doc with an embedded workbook is a .doc', () => {
    const doc = compoundFile({
      '/WordDocument': Buffer.alloc(600, 1),
      '/ObjectPool/_1234/Workbook': Buffer.alloc(5000, 2),
    });
    expect(detectFileType(doc)).toBe('doc');
  });

  it('refuses Word and Excel files with macros', () => {
    expect(detectFileType(compoundFile({ '/WordDocument': Buffer.alloc(600), '/Macros/VBA/dir': Buffer.alloc(10) }))).toBeNull();
    expect(
      detectFileType(compoundFile({ '/Workbook': Buffer.alloc(600), '/_VBA_PROJECT_CUR/VBA/dir': Buffer.alloc(10) })),
    ).toBeNull();
  });

  it('refuses other compound files (Outlook message, PowerPoint)', () => {
    expect(detectFileType(compoundFile({ '/__substg1.0_0037001F': Buffer.alloc(100) }))).toBeNull();
    expect(detectFileType(compoundFile({ '/PowerPoint Document': Buffer.alloc(600) }))).toBeNull();
  });

  it('follows a directory spread over many sectors', () => {
    const streams: Record<string, Buffer> = {};
    for (let i = 0; i < 300; i++) streams[`/Stream${i}`] = Buffer.alloc(10);
    streams['/WordDocument'] = Buffer.alloc(600);
    expect(detectFileType(compoundFile(streams))).toBe('doc');
  });

  it('follows the FAT beyond the 109 sectors listed in the header (DIFAT)', () => {
    // 8 MB needs more than 109 FAT sectors; the directory is then moved into the
    // filler's last sectors, whose FAT entries are only reachable through the DIFAT.
    const streams: Record<string, Buffer> = { '/Filler': Buffer.alloc(8 * 1024 * 1024) };
    for (let i = 0; i < 40; i++) streams[`/Stream${i}`] = Buffer.alloc(10);
    streams['/Workbook'] = Buffer.alloc(600);
    const file = Buffer.from(compoundFile(streams));
    const { chain, setNext } = directoryChain(file);
    expect(chain.length).toBeGreaterThan(2);
    const lastSector = Math.floor(file.length / 512) - 2;
    const moved = chain.map((_, i) => lastSector - chain.length + 1 + i);
    expect(moved[0]).toBeGreaterThanOrEqual(109 * 128);
    chain.forEach((sector, i) => {
      file.copy(file, (moved[i] + 1) * 512, (sector + 1) * 512, (sector + 2) * 512);
      file.fill(0, (sector + 1) * 512, (sector + 2) * 512);
      setNext(moved[i], moved[i + 1] ?? 0xfffffffe);
    });
    file.writeUInt32LE(moved[0], 0x30);
    expect(detectFileType(file)).toBe('xls');

    // The Workbook entry sits in a later directory sector: cutting the chain loses it.
    setNext(moved[0], 0xfffffffe);
    expect(detectFileType(file)).toBeNull();
  });

  it('survives a directory chain that loops back on itself', () => {
    const file = Buffer.from(compoundFile({ '/WordDocument': Buffer.alloc(600) }));
    const directorySector = file.readUInt32LE(0x30);
    const firstFatSector = file.readUInt32LE(0x4c);
    file.writeUInt32LE(directorySector, (firstFatSector + 1) * 512 + directorySector * 4);
    expect(detectFileType(file)).toBe('doc');
  });

  it('survives a directory tree whose entries point at themselves', () => {
    const file = Buffer.from(compoundFile({ '/WordDocument': Buffer.alloc(600) }));
    const root = (file.readUInt32LE(0x30) + 1) * 512;
    file.writeUInt32LE(0, root + 0x4c); // root's child is the root itself
    expect(detectFileType(file)).toBeNull();
  });

  it('refuses truncated or garbage compound files', () => {
    const xls = excelWorkbook(ROWS, 'biff8');
    expect(detectFileType(xls.subarray(0, 8))).toBeNull();
    expect(detectFileType(xls.subarray(0, 600))).toBeNull();
    const garbage = Buffer.alloc(4096, 0xff);
    xls.copy(garbage, 0, 0, 8);
    expect(detectFileType(garbage)).toBeNull();
  });

  it('never throws on corrupted files', () => {
    const originals = [
      excelWorkbook(ROWS, 'biff8'),
      excelWorkbook(ROWS, 'xlsx'),
      zipArchive(DOCX_PARTS),
      compoundFile({ '/WordDocument': Buffer.alloc(600) }),
    ];
    let seed = 42;
    const random = (below: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const allowed: Array<DetectedType | null> = [null, 'doc', 'xls', 'docx', 'xlsx'];
    for (let round = 0; round < 400; round++) {
      const file = Buffer.from(originals[round % originals.length]);
      // Headers and end records matter most: aim there as often as anywhere else.
      const near = [8, Math.max(8, file.length - 1024), 8][round % 3];
      const span = round % 3 === 2 ? file.length - 8 : Math.min(1024, file.length - near);
      for (let i = 0; i < 20; i++) file[near + random(span)] = random(256);
      expect(allowed).toContain(detectFileType(file.subarray(0, file.length - random(64))));
    }
  });

  it('refuses a renamed Windows program, text and an empty file', () => {
    expect(detectFileType(windowsProgram())).toBeNull();
    expect(detectFileType(Buffer.from('Phone\n7012345\n'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});

/** The directory's sectors of a 512-byte-sector compound file, and a way to relink them. */
function directoryChain(file: Buffer): { chain: number[]; setNext: (sector: number, next: number) => void } {
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(file.readUInt32LE(0x4c + i * 4));
  for (let difat = file.readUInt32LE(0x44); difat < 0xfffffffa; difat = file.readUInt32LE((difat + 1) * 512 + 508)) {
    for (let i = 0; i < 127; i++) fatSectors.push(file.readUInt32LE((difat + 1) * 512 + i * 4));
  }
  const entryAt = (sector: number): number => (fatSectors[Math.floor(sector / 128)] + 1) * 512 + (sector % 128) * 4;
  const chain: number[] = [];
  for (let sector = file.readUInt32LE(0x30); sector < 0xfffffffa; sector = file.readUInt32LE(entryAt(sector))) {
    chain.push(sector);
  }
  return { chain, setNext: (sector, next) => file.writeUInt32LE(next, entryAt(sector)) };
}

describe('detectFileTypeOfPath', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-type-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('judges by content, not by the name', async () => {
    const disguisedProgram = join(dir, 'form.pdf');
    const realSheet = join(dir, 'customers.txt');
    await writeFile(disguisedProgram, windowsProgram());
    await writeFile(realSheet, excelWorkbook(ROWS, 'xlsx'));
    await expect(detectFileTypeOfPath(disguisedProgram)).resolves.toBeNull();
    await expect(detectFileTypeOfPath(realSheet)).resolves.toBe('xlsx');
  });
});

describe('EXTENSION and MIME', () => {
  it('cover every detected type', () => {
    expect(EXTENSION.jpg).toBe('.jpg');
    expect(MIME.xlsx).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(Object.keys(MIME).sort()).toEqual(Object.keys(EXTENSION).sort());
  });
});
