import { performance } from 'perf_hooks';
import { excelWorkbook } from '@bank/test-support';
import { startCms, type TestCms } from '../tests/support/cms';
import { FakeAfricasTalking, SmtpSink, finishedJob } from '../tests/support/bulk-fakes';

/**
 * The bulk-sending benchmark of docs/benchmarks.md: the POST of a 10,000-row sheet (target < 2 s), 10,000 SMS through
 * the fake Africa's Talking (target < 60 s), 1,000 e-mails through the SMTP sink (target < 60 s). SQLite, or PostgreSQL
 * with DATABASE_URL. Prints a table; fails only if a send does not finish.
 */
const sms = new FakeAfricasTalking();
const smtp = new SmtpSink();
let cms: TestCms;
let admin: string;
const rows: string[] = [];

beforeAll(async () => {
  const smsUrl = await sms.start();
  const smtpPort = await smtp.start();
  cms = await startCms({
    AT_USERNAME: 'bench',
    AT_API_KEY: 'bench-key',
    AT_SMS_URL: smsUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_FROM: 'bench@trustbank.gm',
    SMTP_IGNORE_TLS: 'true',
    EMAIL_CONCURRENCY: '5',
    BULK_MAX_RECIPIENTS: '10000',
    BULK_DAILY_LIMIT: '1000000',
    BULK_POLL_MS: '1000',
  });
  admin = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
  await sms.stop();
  await smtp.stop();
  console.log(['| Measure | Time | Target |', '|---|---|---|', ...rows].join('\n'));
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(path: string, sheet: Buffer, label: string, target: string, count: () => number) {
  const start = performance.now();
  const response = await cms
    .api()
    .post(path)
    .set('Authorization', `Bearer ${admin}`)
    .field('message', `Benchmark ${label} ${Date.now()}`)
    .attach('file', sheet, 'bench.xlsx');
  const answered = performance.now() - start;
  if (response.status !== 202) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  const job = await finishedJob(cms, admin, response.body.job.id, 300_000);
  const finished = performance.now() - start;
  rows.push(`| POST of ${label}: answered | ${seconds(answered)} | < 2 s |`);
  rows.push(
    `| ${label}: all sent (${job.sent} sent, ${job.failed} failed, ${count()} received) | ${seconds(finished)} | ${target} |`,
  );
}

it('10,000 SMS', async () => {
  const numbers = Array.from({ length: 10_000 }, (_, i) => [`+220${7000000 + i}`]);
  await measure(
    '/api/send_bulk_sms',
    excelWorkbook([['Phone'], ...numbers], 'xlsx'),
    '10,000 SMS',
    '< 60 s',
    () => sms.numbers.length,
  );
});

it('1,000 e-mails', async () => {
  const addresses = Array.from({ length: 1000 }, (_, i) => [`bench${i}@example.gm`]);
  await measure(
    '/api/send_bulk_email',
    excelWorkbook([['E-mail'], ...addresses], 'xlsx'),
    '1,000 e-mails',
    '< 60 s',
    () => smtp.mails.length,
  );
});
