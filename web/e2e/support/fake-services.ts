/**
 * Stand-ins for the CMS's outside world, run inside the Playwright runner process (global setup):
 * - a fake Africa's Talking SMS API (node http) that records every POST and answers like the real API;
 * - a real SMTP sink (smtp-server, no auth, no STARTTLS) that keeps every message.
 * The fake HTTP server also exposes what both received, so tests (in worker processes) can read it:
 *   GET  /__inbox  → {sms: ReceivedSms[], mails: ReceivedMail[]}
 *   POST /__reset  → empties both lists (and ends any slowdown)
 *   POST /__sms-delay?ms=N → the SMS API answers each request N ms late, so a bulk send's progress can be watched
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseMail } from '@bank/test-support';
import { SMTPServer } from 'smtp-server';
import type { Inbox, ReceivedMail, ReceivedSms } from './inbox-types';

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
  private smsDelayMs = 0;
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
      const inbox: Inbox = { sms: this.sms, mails: this.mails };
      json(res, 200, inbox);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/__reset') {
      this.sms.length = 0;
      this.mails.length = 0;
      this.smsDelayMs = 0;
      json(res, 200, { ok: true });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/__sms-delay') {
      this.smsDelayMs = Math.max(0, Math.min(5_000, Number(url.searchParams.get('ms')) || 0));
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
      const recipients = to.map((number, i) => ({
        number,
        status: 'Success',
        statusCode: 101,
        messageId: `ATXid_${this.sms.length}_${i + 1}`,
        cost: 'GMD 0.8',
      }));
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
    this.http.closeAllConnections();
    await Promise.all([
      new Promise<void>((resolve) => this.http.close(() => resolve())),
      new Promise<void>((resolve) => this.smtp.close(() => resolve())),
    ]);
  }
}
