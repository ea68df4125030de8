import { runInRequest } from '../../src/observability/context';
import { jsonLines } from '../../src/observability/log-format';

const MESSAGE = Symbol.for('message');
const LEVEL = Symbol.for('level');

/** The line winston's console transport would write for `info`. */
const line = (info: Record<string | symbol, unknown> & { level: string }) =>
  JSON.parse(String(jsonLines.transform(info)[MESSAGE])) as Record<string, unknown>;

describe('the CMS log line', () => {
  it('is one JSON object: time, level, instance, msg and the entry’s own fields', () => {
    expect(line({ level: 'info', [LEVEL]: 'info', message: 'Bulk job: claimed', jobId: 'abc123' })).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      instance: expect.any(String),
      msg: 'Bulk job: claimed',
      jobId: 'abc123',
    });
  });

  it('carries the id of the request it was written in', () => {
    const written = runInRequest({ requestId: 'trace-0000-1111' }, () => line({ level: 'warn', message: 'slow' }));
    expect(written).toMatchObject({ level: 'warn', requestId: 'trace-0000-1111', msg: 'slow' });
    expect(line({ level: 'warn', message: 'outside' })).not.toHaveProperty('requestId');
  });

  it("keeps an error's stack and masks the credentials of any URL in it", () => {
    const error = Object.assign(new Error('connect ECONNREFUSED redis://:s3cret@redis:6379'), { level: 'error' });
    const written = line(error as unknown as Record<string, unknown> & { level: string });
    expect(written.msg).toBe('connect ECONNREFUSED redis://***@redis:6379');
    expect(written.stack).toEqual(expect.stringContaining('log-format.test.ts'));
    expect(JSON.stringify(written)).not.toContain('s3cret');
  });
});

describe('the secrets of a path a message quotes', () => {
  const TOKEN = 'Xy_9-aB3cD4eF5gH6iJ7kL8mN9oP0qR1';

  it('are left out: the delivery-report token and the query string (the preview link’s token)', () => {
    const written = line({
      level: 'error',
      message: `proxy: /api/sms/delivery-reports/${TOKEN} failed after GET /api/preview?token=${TOKEN}.sig HTTP/1.1`,
    });
    expect(written.msg).toBe('proxy: /api/sms/delivery-reports/[token] failed after GET /api/preview?[query] HTTP/1.1');
    expect(JSON.stringify(written)).not.toContain(TOKEN);
  });
});
