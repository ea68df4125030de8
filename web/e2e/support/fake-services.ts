/**
 * Stand-ins for the CMS's outside world, run inside the Playwright runner process (global setup):
 * - a fake Africa's Talking SMS API (node http) that records every POST and answers like the real API;
 * - a real SMTP sink (smtp-server, no auth, no STARTTLS) that keeps every message.
 * The fake HTTP server also exposes what both received, so tests (in worker processes) can read it:
 *   GET  /__inbox  → {sms: ReceivedSms[], mails: ReceivedMail[]}
 *   POST /__reset  → empties both lists (and ends any slowdown)
 *   POST /__sms-delay?ms=N → the SMS API answers each request N ms late, so a bulk send's progress can be watched
 *   POST /__delivery-reports {undeliverable: string[]} → from now on (until the next reset) the fake posts Africa's
 *        Talking's delivery reports for every message it accepts, to `deliveryReportUrl` (the site's
 *        /api/sms/delivery-reports/<token>): Failed (UnknownSubscriber) for the numbers listed, Success for the others,
 *        most of them preceded by an in-transit report ("Sent"), every third final report twice, each after a random
 *        delay, so they arrive out of order. Each report and the status it was answered with is in the inbox.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseMail } from '@bank/test-support';
import { SMTPServer } from 'smtp-server';
import type { Inbox, ReceivedMail, ReceivedSms, SentReport } from './inbox-types';

export const SMS_PATH = '/version1/messaging';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export class FakeServices {
  readonly sms: ReceivedSms[] = [];
  readonly mails: ReceivedMail[] = [];
  readonly reports: SentReport[] = [];
  private smsDelayMs = 0;
  /** Numbers to report undelivered; null: no delivery reports are sent. */
  private undeliverable: Set<string> | null = null;
  /** Reports scheduled and not yet answered, so a reset can wait for none. */
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Messages whose reports were scheduled: every fourth has no in-transit report, every third a repeated final. */
  private reported = 0;
  /** SMS requests over the whole run: the message ids' first number. */
  private batches = 0;
  /** Reports on their way to the site. */
  private posting = 0;
  /** Where delivery reports go: the site's /api/sms/delivery-reports/<AT_CALLBACK_TOKEN>, set by the global setup. */
  deliveryReportUrl = '';
  private readonly http: Server;
  private readonly smtp: SMTPServer;
  httpPort = 0;
  smtpPort = 0;

  constructor() {
    this.http = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }));
    });
    this.smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      banner: 'e2e SMTP sink',
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const { headers, text } = parseMail(raw);
          this.mails.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: headers.from ?? '',
            to: headers.to ?? '',
            subject: headers.subject ?? '',
            text,
          });
          callback();
        });
      },
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/__inbox') {
      const inbox: Inbox = {
        sms: this.sms,
        mails: this.mails,
        reports: this.reports,
        pendingReports: this.timers.size + this.posting,
      };
      json(res, 200, inbox);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/__reset') {
      this.sms.length = 0;
      this.mails.length = 0;
      this.reports.length = 0;
      this.smsDelayMs = 0;
      this.undeliverable = null;
      for (const timer of this.timers) clearTimeout(timer);
      this.timers.clear();
      json(res, 200, { ok: true });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/__sms-delay') {
      this.smsDelayMs = Math.max(0, Math.min(5_000, Number(url.searchParams.get('ms')) || 0));
      json(res, 200, { ok: true });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/__delivery-reports') {
      const { undeliverable } = JSON.parse((await readBody(req)) || '{}') as { undeliverable?: string[] };
      this.undeliverable = new Set(undeliverable ?? []);
      json(res, 200, { ok: true });
      return;
    }
    if (req.method === 'POST' && url.pathname === SMS_PATH) {
      const body = await readBody(req);
      if (this.smsDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.smsDelayMs));
      const form = new URLSearchParams(body);
      const to = (form.get('to') ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      const apiKey = req.headers.apikey;
      this.sms.push({
        path: url.pathname,
        contentType: req.headers['content-type'] ?? '',
        apiKey: typeof apiKey === 'string' ? apiKey : '',
        username: form.get('username') ?? '',
        to,
        message: form.get('message') ?? '',
        from: form.get('from') ?? '',
      });
      this.batches += 1;
      const recipients = to.map((number, i) => ({
        number,
        status: 'Success',
        statusCode: 101,
        // Unique over the whole run, as the provider's are (a reset does not start them again).
        messageId: `ATXid_${this.batches}_${i + 1}`,
        cost: 'GMD 0.8',
      }));
      for (const recipient of recipients) this.scheduleReports(recipient.messageId, recipient.number);
      // The real API answers 201 Created with this JSON body.
      json(res, 201, {
        SMSMessageData: {
          Message: `Sent to ${recipients.length}/${to.length} Total Cost: GMD ${(0.8 * to.length).toFixed(1)}`,
          Recipients: recipients,
        },
      });
      return;
    }
    json(res, 404, { error: `No fake for ${req.method} ${url.pathname}` });
  }

  /**
   * The delivery reports of one accepted message, each posted after its own random delay (0.3 to 2.5 s: after the
   * CMS has stored the send's answer, and in no set order): usually "Sent" first, then the final status, every third
   * final status twice.
   */
  private scheduleReports(id: string, number: string) {
    if (!this.undeliverable || !this.deliveryReportUrl) return;
    const base = { id, phoneNumber: number, networkCode: '60702', retryCount: '0' };
    const final = this.undeliverable.has(number)
      ? { ...base, status: 'Failed', failureReason: 'UnknownSubscriber' }
      : { ...base, status: 'Success' };
    const sequence = (this.reported += 1);
    const reports = [...(sequence % 4 === 0 ? [] : [{ ...base, status: 'Sent' }]), final, ...(sequence % 3 === 0 ? [final] : [])];
    for (const report of reports) {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          void this.postReport(report);
        },
        300 + Math.floor(Math.random() * 2_200),
      );
      this.timers.add(timer);
    }
  }

  private async postReport(report: Record<string, string>) {
    let answer = 0;
    this.posting += 1;
    try {
      const response = await fetch(this.deliveryReportUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(report).toString(),
      });
      answer = response.status;
    } catch {
      // answer 0: not delivered to the site
    }
    this.posting -= 1;
    this.reports.push({ id: report.id, status: report.status, phoneNumber: report.phoneNumber, answer });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.http.once('error', reject);
      this.http.listen(0, '127.0.0.1', () => resolve());
    });
    this.httpPort = (this.http.address() as AddressInfo).port;
    await new Promise<void>((resolve, reject) => {
      this.smtp.server.once('error', reject);
      this.smtp.listen(0, '127.0.0.1', () => resolve());
    });
    this.smtpPort = (this.smtp.server.address() as AddressInfo).port;
  }

  get httpUrl(): string {
    return `http://127.0.0.1:${this.httpPort}`;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.http.closeAllConnections();
    await Promise.all([
      new Promise<void>((resolve) => this.http.close(() => resolve())),
      new Promise<void>((resolve) => this.smtp.close(() => resolve())),
    ]);
  }
}
