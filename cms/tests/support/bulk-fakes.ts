import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { BulkJob } from '@bank/shared';
import { parseMail } from '@bank/test-support';
import { startCms, type TestCms } from './cms';

/**
 * The CMS's settings that point it at the fakes: Africa's Talking at `smsUrl` (user bankuser, sender TrustBank) and the
 * SMTP sink on `smtpPort` (from alerts@trustbank.gm, no TLS). A test adds, or overrides, what it tests.
 */
export function providerEnv(smsUrl: string, smtpPort: number): Record<string, string> {
  return {
    AT_USERNAME: 'bankuser',
    AT_API_KEY: 'test-api-key',
    AT_SENDER_ID: 'TrustBank',
    AT_SMS_URL: smsUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_FROM: 'alerts@trustbank.gm',
    SMTP_SECURE: 'false',
    SMTP_IGNORE_TLS: 'true',
  };
}

/** What the Africa's Talking fake received: one entry per HTTP request (one batch). */
export interface SmsRequest {
  path: string;
  apiKey: string | undefined;
  username: string;
  to: string[];
  message: string;
  from: string | undefined;
}

/** A delivery report as Africa's Talking posts it (form fields). */
export type DeliveryReport = Record<'id' | 'status' | 'phoneNumber' | 'networkCode' | 'retryCount', string> & {
  failureReason?: string;
};

/**
 * How the fake reports delivery of the messages it accepted, once `reportDelivery` is called: each message gets an
 * in-transit report and a final one (Success, or Failed for the numbers in `undeliverable`), a share of them twice,
 * all in random order.
 */
export interface DeliveryReporting {
  /** Posts one report to the CMS (the test's route, with its token). */
  post: (report: DeliveryReport) => Promise<void>;
  undeliverable: ReadonlySet<string>;
}

/** Stands in for api.africastalking.com: records each batch and answers like the real API. */
export class FakeAfricasTalking {
  /** Every message id it answered, with its number. */
  readonly accepted: Array<{ id: string; number: string }> = [];
  readonly requests: SmsRequest[] = [];
  /** Numbers the provider refuses (406 UserInBlacklist); everything else is 101 Success. */
  readonly blacklisted = new Set<string>();
  /** Answer every batch with HTTP 500. */
  broken = false;
  /** The start of each message id it answers (`<prefix>_<batch>_<index>`): a test may make its ids its own. */
  idPrefix = 'ATXid';
  /** Milliseconds to wait before answering each batch (a slow provider, to stop the CMS mid-job). */
  delayMs = 0;
  private readonly server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const apiKey = req.headers.apikey;
      const to = (form.get('to') ?? '').split(',').filter(Boolean);
      this.requests.push({
        path: req.url ?? '',
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        username: form.get('username') ?? '',
        to,
        message: form.get('message') ?? '',
        from: form.get('from') ?? undefined,
      });
      if (this.delayMs > 0) setTimeout(() => this.answer(to, res), this.delayMs);
      else this.answer(to, res);
    });
  });

  private answer(to: string[], res: ServerResponse) {
    if (this.broken) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
      return;
    }
    const recipients = to.map((number, i) =>
      this.blacklisted.has(number)
        ? { statusCode: 406, number, status: 'UserInBlacklist', cost: '0', messageId: 'None' }
        : {
            statusCode: 101,
            number,
            status: 'Success',
            cost: 'GMD 0.8000',
            messageId: `${this.idPrefix}_${this.requests.length}_${i}`,
          },
    );
    for (const r of recipients) if (r.statusCode === 101) this.accepted.push({ id: r.messageId, number: r.number });
    const sent = recipients.filter((r) => r.statusCode === 101).length;
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ SMSMessageData: { Message: `Sent to ${sent}/${to.length}`, Recipients: recipients } }));
  }

  /** Every number sent to, over all batches. */
  get numbers(): string[] {
    return this.requests.flatMap((request) => request.to);
  }

  /**
   * Sends the delivery reports of every accepted message: in transit and final (Success, or Failed with a reason for
   * an undeliverable number), every third message's final report twice, shuffled so a final report may come before
   * its in-transit one. Answers the reports it posted.
   */
  async reportDelivery({ post, undeliverable }: DeliveryReporting): Promise<DeliveryReport[]> {
    const reports = this.accepted.flatMap(({ id, number }, i): DeliveryReport[] => {
      const base = { id, phoneNumber: number, networkCode: '60702', retryCount: '0' };
      const final: DeliveryReport = undeliverable.has(number)
        ? { ...base, status: 'Failed', failureReason: 'UnknownSubscriber' }
        : { ...base, status: 'Success' };
      return [{ ...base, status: 'Sent' }, final, ...(i % 3 === 0 ? [final] : [])];
    });
    for (let i = reports.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [reports[i], reports[j]] = [reports[j], reports[i]];
    }
    for (const report of reports) await post(report);
    return reports;
  }

  reset() {
    this.idPrefix = 'ATXid';
    this.accepted.length = 0;
    this.requests.length = 0;
    this.blacklisted.clear();
    this.broken = false;
    this.delayMs = 0;
  }

  async start(): Promise<string> {
    // The CMS's SMS client keeps its connection alive and drops it after 5 s idle (Node's global agent); a provider
    // keeps idle connections longer than that. With Node's server default (also 5 s), both timers ran out during a
    // CMS restart in this process (the start blocks the event loop for seconds), the client reused the socket the
    // fake was closing, and the first batch after the restart failed with ECONNRESET.
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/version1/messaging`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** One message as the SMTP sink received it. */
export interface Mail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded (undefined when there is none). */
  html: string | undefined;
}

/** A real SMTP server on 127.0.0.1 that keeps every message and refuses the addresses in `refused`. */
export class SmtpSink {
  readonly mails: Mail[] = [];
  readonly refused = new Set<string>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address: { address: string }, _session: unknown, callback: (error?: Error) => void) => {
      if (this.refused.has(address.address)) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData: (
      stream: NodeJS.ReadableStream,
      session: { envelope: { mailFrom: { address: string } | false; rcptTo: Array<{ address: string }> } },
      callback: (error?: Error) => void,
    ) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text, html } = parseMail(Buffer.concat(chunks).toString('utf8'));
        this.mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          headers,
          text,
          html,
        });
        callback();
      });
    },
  });

  reset() {
    this.mails.length = 0;
    this.refused.clear();
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The start-up the bulk-sending test files share: the fake Africa's Talking and, with `smtp: true`, the SMTP sink,
 * listening before the CMS starts on their settings. With the sink the CMS gets providerEnv's; without it, the SMS
 * provider's account and address alone (no sender ID, e-mail not configured).
 */
export class BulkFakes {
  readonly sms = new FakeAfricasTalking();
  /** Started only with `smtp: true`. */
  readonly smtp = new SmtpSink();

  constructor(private readonly options: { smtp: boolean }) {}

  /**
   * Starts the fakes, then the CMS on their settings and `env` (which wins). `env` may be a function, called once the
   * fakes listen (for a port to take after theirs).
   */
  async startCms(env: Record<string, string> | (() => Promise<Record<string, string>>) = {}): Promise<TestCms> {
    const smsUrl = await this.sms.start();
    const provider = this.options.smtp
      ? providerEnv(smsUrl, await this.smtp.start())
      : { AT_USERNAME: 'bankuser', AT_API_KEY: 'test-api-key', AT_SMS_URL: smsUrl };
    return startCms({ ...provider, ...(typeof env === 'function' ? await env() : env) });
  }

  /** Stops the CMS (when it started), then the fakes. */
  async stop(cms: TestCms | undefined): Promise<void> {
    await cms?.stop();
    await this.sms.stop();
    if (this.options.smtp) await this.smtp.stop();
  }

  /** Forgets what the fakes received and how a test told them to answer. */
  reset(): void {
    this.sms.reset();
    if (this.options.smtp) this.smtp.reset();
  }
}

/** Polls the job's progress, as the staff screen does, until it is finished. */
export async function finishedJob(cms: TestCms, token: string, id: string, timeoutMs = 60_000): Promise<BulkJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await cms.api().get(`/api/bulk-jobs/${id}`).set('Authorization', `Bearer ${token}`);
    if (response.status !== 200) throw new Error(`GET /api/bulk-jobs/${id}: ${response.status} ${JSON.stringify(response.body)}`);
    const job = response.body as BulkJob;
    if (job.state === 'finished') return job;
    if (Date.now() > deadline) throw new Error(`Job ${id} did not finish: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface JobRecipient {
  recipient: string;
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'unknown';
  provider_id: string | null;
  reason: string | null;
}

/** Each recipient's row of a job, in sheet order, as the panel lists them. */
export async function jobRecipients(cms: TestCms, id: string): Promise<JobRecipient[]> {
  const rows = (await cms.strapi.db.query('api::bulk-recipient.bulk-recipient').findMany({
    where: { job: id },
    orderBy: { id: 'asc' },
    select: ['recipient', 'state', 'provider_id', 'reason'],
  })) as JobRecipient[];
  return rows.map(({ recipient, state, provider_id, reason }) => ({ recipient, state, provider_id, reason }));
}
