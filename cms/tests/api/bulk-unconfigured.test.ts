import { excelWorkbook } from '@bank/test-support';
import { startCms, type TestCms } from '../support/cms';

let cms: TestCms;
let admin: string;

beforeAll(async () => {
  // The base test environment has no Africa's Talking account and no mail server.
  cms = await startCms();
  admin = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
});

const bulkSends = () => cms.strapi.documents('api::bulk-send.bulk-send').findMany({} as never);

describe('bulk sends without a provider', () => {
  it('answers 503 {error} for SMS and records nothing', async () => {
    const response = await cms
      .api()
      .post('/api/send_bulk_sms')
      .set('Authorization', `Bearer ${admin}`)
      .field('message', 'Hello')
      .attach('file', excelWorkbook([['Phone'], ['7012345']], 'xlsx'), 'customers.xlsx');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: 'SMS sending is not set up on this server (no Africa’s Talking account). Please ask IT to configure it.',
    });
    expect(await bulkSends()).toHaveLength(0);
  });

  it('answers 503 {error} for e-mail and records nothing', async () => {
    const response = await cms
      .api()
      .post('/api/send_bulk_email')
      .set('Authorization', `Bearer ${admin}`)
      .field('message', 'Hello')
      .attach('file', excelWorkbook([['E-mail'], ['awa@example.gm']], 'biff8'), 'customers.xls');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: 'E-mail sending is not set up on this server (no SMTP server). Please ask IT to configure it.',
    });
    expect(await bulkSends()).toHaveLength(0);
  });

  it('still checks the token first: 401 without one', async () => {
    const response = await cms.api().post('/api/send_bulk_sms').field('message', 'Hello');
    expect(response.status).toBe(401);
  });
});
