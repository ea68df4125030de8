import { detectFileType } from '../../src/documents/file-type';
import { readRecipients, SheetError } from '../../src/bulk/recipients';
import { startCms, type TestCms } from '../support/cms';
import { excelWorkbook } from '@bank/test-support';
import { zipArchive } from '../support/fixtures';
import { mutate, random } from '../support/mutations';

let cms: TestCms;
let admin: string;

beforeAll(async () => {
  // A configured provider, so the route gets as far as the sheet; no input here may reach it (port 9 is closed).
  cms = await startCms({
    AT_USERNAME: 'bankuser',
    AT_API_KEY: 'test-api-key',
    AT_SMS_URL: 'http://127.0.0.1:9/',
    AT_TIMEOUT_MS: '1000',
  });
  admin = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
});

const send = (sheet: Buffer) =>
  cms
    .api()
    .post('/api/send_bulk_sms')
    .set('Authorization', `Bearer ${admin}`)
    .field('message', 'Hello')
    .attach('file', sheet, 'customers.xlsx');

/** What the route must say about a sheet it cannot read: the type check's words, or the parser's. */
function refusal(sheet: Buffer): string | null {
  const type = detectFileType(sheet);
  if (type !== 'xls' && type !== 'xlsx') return 'file must be an Excel sheet (xls or xlsx)';
  try {
    readRecipients(sheet, 'sms');
    return null;
  } catch (error) {
    if (error instanceof SheetError) return error.message;
    throw error;
  }
}

describe('a broken or hostile sheet sent for bulk SMS (issue "Safe to put online", item 7)', () => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined)); // SheetJS's record warnings
  afterAll(() => jest.restoreAllMocks());

  it('answers 400 with the reason in words for a zip bomb past the ratio limit', async () => {
    const bomb = zipArchive(
      { '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': ' '.repeat(2_000_000) },
      { deflate: true },
    );
    const response = await send(bomb);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'The file is too large to read' });
  });

  it('answers 400 with a clear message, never a crash, for mutated real sheets', async () => {
    const next = random(0x5eed);
    const originals = [excelWorkbook([['Phone'], ['7012345']], 'xlsx'), excelWorkbook([['Phone'], ['7012345']], 'biff8')];
    let tried = 0;
    for (let i = 0; i < 200 && tried < 24; i++) {
      const { bytes, how } = mutate(originals[i % 2], next);
      const expected = refusal(bytes);
      if (expected === null) continue; // still a readable list: it would be sent, which is another test's business
      tried++;
      const response = await send(bytes);
      expect({ how, status: response.status, body: response.body }).toEqual({ how, status: 400, body: { error: expected } });
    }
    expect(tried).toBe(24);
  });
});
