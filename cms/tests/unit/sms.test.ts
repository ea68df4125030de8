import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sdkEndpoints = require('africastalking/lib/common');
import { sendSms, SMS_BATCH_SIZE, type SmsConfig } from '../../src/bulk/sms';

interface PostedForm {
  path: string;
  contentType: string | undefined;
  apiKey: string | undefined;
  form: Record<string, string>;
}

type Answer = (form: Record<string, string>, res: ServerResponse) => void;

/** Stands in for api.africastalking.com: records each posted form and answers like the real API. */
class FakeAfricasTalking {
  readonly posted: PostedForm[] = [];
  answer: Answer = answerLikeTheRealApi(new Map());
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => this.handle(req, res));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/version1/messaging`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const apiKey = req.headers.apikey;
      this.posted.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        form,
      });
      this.answer(form, res);
    });
  }
}

/** 101 "Success" for every number, unless `failures` gives another status code and name. */
function answerLikeTheRealApi(failures: Map<string, [number, string]>, omitted = new Set<string>()): Answer {
  return (form, res) => {
    const numbers = form.to.split(',').filter((number) => !omitted.has(number));
    const recipients = numbers.map((number, i) => {
      const [statusCode, status] = failures.get(number) ?? [101, 'Success'];
      return {
        statusCode,
        number,
        status,
        cost: statusCode === 101 ? 'GMD 0.8000' : '0',
        messageId: statusCode === 101 ? `ATXid_${i}` : 'None',
      };
    });
    const sent = recipients.filter((r) => r.statusCode === 101).length;
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        SMSMessageData: { Message: `Sent to ${sent}/${numbers.length} Total Cost: GMD ${sent * 0.8}`, Recipients: recipients },
      }),
    );
  };
}

/** Distinct valid Gambian mobile numbers. */
function customers(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `+220${7000000 + i}`);
}

describe('sendSms', () => {
  const provider = new FakeAfricasTalking();
  let config: SmsConfig;

  beforeAll(async () => {
    config = {
      username: 'bankuser',
      apiKey: 'test-api-key',
      senderId: 'TheBank',
      smsUrl: await provider.start(),
      timeoutMs: 5000,
    };
  });
  afterAll(() => provider.stop());
  beforeEach(() => {
    provider.posted.length = 0;
    provider.answer = answerLikeTheRealApi(new Map());
  });

  it('sends 250 recipients in batches of 100, 100 and 50, from the sender id', async () => {
    const recipients = customers(250);
    const outcomes = await sendSms(config, recipients, 'Our branches close at 1pm on Friday.');

    expect(SMS_BATCH_SIZE).toBe(100);
    expect(provider.posted.map((post) => post.form.to.split(',').length)).toEqual([100, 100, 50]);
    expect(provider.posted.flatMap((post) => post.form.to.split(','))).toEqual(recipients);
    for (const { path, contentType, apiKey, form } of provider.posted) {
      expect(path).toBe('/version1/messaging');
      expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
      expect(apiKey).toBe('test-api-key');
      expect(form).toMatchObject({ username: 'bankuser', from: 'TheBank', message: 'Our branches close at 1pm on Friday.' });
    }
    expect(outcomes).toHaveLength(250);
    expect(outcomes.every((outcome) => outcome.ok && outcome.detail === 'Success')).toBe(true);
    expect(outcomes.map((outcome) => outcome.recipient)).toEqual(recipients);
  });

  it('leaves `from` out when there is no sender id, and puts the SDK endpoint back', async () => {
    const defaultUrl = sdkEndpoints.SMS_URL;
    await sendSms({ ...config, senderId: undefined }, customers(1), 'Hello');
    expect(provider.posted[0].form).not.toHaveProperty('from');
    expect(sdkEndpoints.SMS_URL).toBe(defaultUrl);
    expect(defaultUrl).toMatch(/^https:\/\/api\.africastalking\.com\//);
  });

  it('maps each recipient: success codes 100-102, failures, and numbers missing from the answer', async () => {
    const [processed, sent, queued, blacklisted, noCredit, missing] = customers(6);
    provider.answer = answerLikeTheRealApi(
      new Map<string, [number, string]>([
        [processed, [100, 'Processed']],
        [queued, [102, 'Queued']],
        [blacklisted, [406, 'UserInBlacklist']],
        [noCredit, [405, 'InsufficientBalance']],
      ]),
      new Set([missing]),
    );
    const outcomes = await sendSms(config, [processed, sent, queued, blacklisted, noCredit, missing], 'Hello');
    expect(outcomes).toEqual([
      { recipient: processed, ok: true, detail: 'Processed' },
      { recipient: sent, ok: true, detail: 'Success', providerId: 'ATXid_1' },
      { recipient: queued, ok: true, detail: 'Queued' },
      { recipient: blacklisted, ok: false, detail: 'UserInBlacklist' },
      { recipient: noCredit, ok: false, detail: 'InsufficientBalance' },
      { recipient: missing, ok: false, detail: expect.stringContaining("not in the provider's answer") },
    ]);
  });

  it('fails only the batch the provider refuses', async () => {
    let calls = 0;
    const normal = answerLikeTheRealApi(new Map());
    provider.answer = (form, res) => {
      if (++calls === 2) {
        res.writeHead(401, { 'Content-Type': 'text/plain' });
        res.end('The supplied authentication is invalid');
      } else {
        normal(form, res);
      }
    };
    const outcomes = await sendSms(config, customers(150), 'Hello');
    expect(outcomes.slice(0, 100).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.slice(100)).toHaveLength(50);
    for (const outcome of outcomes.slice(100)) {
      expect(outcome).toMatchObject({ ok: false, detail: 'HTTP 401: The supplied authentication is invalid' });
    }
    expect(JSON.stringify(outcomes)).not.toContain('test-api-key');
  });

  it('gives up on a provider that never answers, after the timeout', async () => {
    provider.answer = () => undefined; // hold the request open forever
    const started = Date.now();
    const outcomes = await sendSms({ ...config, timeoutMs: 500 }, customers(3), 'Hello');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(2000);
    expect(outcomes).toEqual(customers(3).map((recipient) => ({ recipient, ok: false, detail: 'timeout', uncertain: true })));
  });

  it('reports an unreachable provider for every recipient', async () => {
    const outcomes = await sendSms({ ...config, smsUrl: 'http://127.0.0.1:9/version1/messaging' }, customers(2), 'Hi');
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([false, false]);
    expect(outcomes[0].detail).toMatch(/ECONNREFUSED/);
  });

  it('sends nothing for no recipients', async () => {
    await expect(sendSms(config, [], 'Hello')).resolves.toEqual([]);
    expect(provider.posted).toHaveLength(0);
  });
});
