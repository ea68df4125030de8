import { contentSecurityPolicy } from './csp';
import { isDraftModeCookie } from './preview-frame';

describe('the preview’s frame', () => {
  it('is allowed with the build’s own draft-mode cookie only', () => {
    expect(isDraftModeCookie('0123456789abcdef', '0123456789abcdef')).toBe(true);
    expect(isDraftModeCookie('made-up', '0123456789abcdef')).toBe(false);
    expect(isDraftModeCookie(undefined, '0123456789abcdef')).toBe(false);
    // Without the id (the site's server did not start the app): never.
    expect(isDraftModeCookie('0123456789abcdef', undefined)).toBe(false);
    expect(isDraftModeCookie('', '')).toBe(false);
  });

  it('lists the panel as the only frame ancestor of a preview; every other page has none', () => {
    expect(contentSecurityPolicy(["'self'"], { frameAncestors: ['https://cms.trustbank.gm'] })).toMatch(
      /frame-ancestors https:\/\/cms\.trustbank\.gm$/,
    );
    expect(contentSecurityPolicy(["'self'"])).toMatch(/frame-ancestors 'none'$/);
    expect(contentSecurityPolicy(["'self'"], { frameAncestors: [] })).toMatch(/frame-ancestors 'none'$/);
  });
});
