import { parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toEqual({
      cmsInternalUrl: 'http://127.0.0.1:1337',
      onlineBankingUrl: 'https://ibank.trustbank.gm',
      revalidateSecret: null,
      siteUrl: 'https://www.trustbank.gm',
    });
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
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => parseEnv({ ONLINE_BANKING_URL: 'javascript:alert(1)' })).toThrow(/ONLINE_BANKING_URL/);
    expect(() => parseEnv({ CMS_INTERNAL_URL: 'not a url' })).toThrow(/CMS_INTERNAL_URL/);
  });
});
