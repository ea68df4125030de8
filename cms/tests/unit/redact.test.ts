import { redactCredentials } from '../../src/observability/redact';

describe('redactCredentials', () => {
  it('hides the user and password of every URL in a message', () => {
    expect(redactCredentials('connect to redis://:s3cret@10.0.0.5:6379/0 failed')).toBe(
      'connect to redis://***@10.0.0.5:6379/0 failed',
    );
    expect(redactCredentials('rediss://bank:p%40ss@cache:6380 and http://hook:pw@site/api/revalidate')).toBe(
      'rediss://***@cache:6380 and http://***@site/api/revalidate',
    );
    // A password with an unencoded slash is still hidden whole.
    expect(redactCredentials('redis://:pa/ss@cache:6379')).toBe('redis://***@cache:6379');
  });

  it('leaves messages without credentials as they are', () => {
    expect(redactCredentials('connect ECONNREFUSED 127.0.0.1:6379 (redis://127.0.0.1:6379/0)')).toBe(
      'connect ECONNREFUSED 127.0.0.1:6379 (redis://127.0.0.1:6379/0)',
    );
  });
});
