import { parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toEqual({
      cmsInternalUrl: 'http://127.0.0.1:1337',
      onlineBankingUrl: 'https://ibank.trustbank.gm',
      revalidateSecret: null,
      siteUrl: 'https://www.trustbank.gm',
      selfUrl: 'http://127.0.0.1:3000',
      redisUrl: null,
      redisPrefix: 'bank:',
      previewSecret: null,
      draftReadToken: null,
      cmsPublicOrigin: 'http://localhost:1337',
      port: 3000,
      frontPort: null,
      hostname: null,
      trustedProxies: '',
      instanceId: null,
      metricsAllow: null,
      nextDistDir: '.next',
    });
  });

  it('reaches itself on its own port, and Redis only when configured', () => {
    const env = parseEnv({ PORT: '4100', REDIS_URL: 'redis://10.0.0.5:6379', REDIS_PREFIX: 'bank-test:' });
    expect(env.selfUrl).toBe('http://127.0.0.1:4100');
    expect(env.redisUrl).toBe('redis://10.0.0.5:6379');
    expect(env.redisPrefix).toBe('bank-test:');
  });

  it('follows CMS_PORT for the CMS addresses that are not set', () => {
    const env = parseEnv({ CMS_PORT: '1437' });
    expect(env.cmsInternalUrl).toBe('http://127.0.0.1:1437');
    expect(env.cmsPublicOrigin).toBe('http://localhost:1437');
    const set = parseEnv({ CMS_PORT: '1437', CMS_INTERNAL_URL: 'http://cms:1337', CMS_PUBLIC_URL: 'https://cms.trustbank.gm' });
    expect([set.cmsInternalUrl, set.cmsPublicOrigin]).toEqual(['http://cms:1337', 'https://cms.trustbank.gm']);
  });

  it('has a front port only when FRONT_PORT is set', () => {
    expect(parseEnv({ PORT: '3000', FRONT_PORT: ' 3001 ' }).frontPort).toBe(3001);
    expect(parseEnv({ PORT: '3000', FRONT_PORT: '' }).frontPort).toBeNull();
  });

  it('reads and normalises the variables', () => {
    const env = parseEnv({
      CMS_INTERNAL_URL: 'http://cms:1337/',
      ONLINE_BANKING_URL: 'https://ibank.example.gm',
      REVALIDATE_SECRET: ' s3cret ',
      SITE_URL: 'https://www.trustbank.gm',
    });
    expect(env.cmsInternalUrl).toBe('http://cms:1337');
    expect(env.onlineBankingUrl).toBe('https://ibank.example.gm');
    expect(env.revalidateSecret).toBe('s3cret');
    expect(parseEnv({ CMS_PUBLIC_URL: 'https://cms.trustbank.gm/admin' }).cmsPublicOrigin).toBe('https://cms.trustbank.gm');
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => parseEnv({ ONLINE_BANKING_URL: 'javascript:alert(1)' })).toThrow(/ONLINE_BANKING_URL/);
    expect(() => parseEnv({ CMS_INTERNAL_URL: 'not a url' })).toThrow(/CMS_INTERNAL_URL/);
  });

  it('never quotes the password of a refused URL', () => {
    expect(() => parseEnv({ CMS_INTERNAL_URL: 'ftp://cms:s3cret@10.0.0.4' })).toThrow(
      'Environment variable CMS_INTERNAL_URL must be an http(s) URL: ftp://***@10.0.0.4',
    );
  });
});
