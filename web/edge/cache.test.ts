import {
  cacheKey,
  EdgeCache,
  type EdgeCacheOptions,
  type HeaderValue,
  isCacheableRequest,
  KEY_HEADERS,
  matchesEtag,
  parseCacheControl,
  replayableHeaders,
  storableLifetime,
} from './cache';

const LIMITS = { maxFreshMs: 60_000, maxStaleMs: 60_000 };

type Headers = Record<string, HeaderValue>;

/** A cache with a clock the test moves by hand. */
function makeCache(overrides: Partial<EdgeCacheOptions> = {}) {
  let time = 1_000_000;
  const cache = new EdgeCache({ maxBytes: 1_000_000, maxEntryBytes: 100_000, ...LIMITS, now: () => time, ...overrides });
  return {
    cache,
    advance(ms: number) {
      time += ms;
    },
  };
}

function answer(body: string, headers: Headers = {}, status = 200) {
  return { status, headers: { 'cache-control': 's-maxage=10, stale-while-revalidate=20', ...headers }, body: Buffer.from(body) };
}

describe('isCacheableRequest', () => {
  it('accepts GET and HEAD without credentials', () => {
    expect(isCacheableRequest('GET', {})).toBe(true);
    expect(isCacheableRequest('HEAD', { accept: 'text/html' })).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', undefined])('refuses %s', (method) => {
    expect(isCacheableRequest(method, {})).toBe(false);
  });

  it('refuses requests with Authorization or Cookie, even empty ones', () => {
    expect(isCacheableRequest('GET', { authorization: 'Bearer x' })).toBe(false);
    expect(isCacheableRequest('GET', { cookie: 'session=1' })).toBe(false);
    expect(isCacheableRequest('HEAD', { cookie: '' })).toBe(false);
  });

  it('is case-sensitive about the method as Node reports it (upper case)', () => {
    expect(isCacheableRequest('get', {})).toBe(false);
  });
});

describe('cacheKey', () => {
  it('differs by path, query and every key header, and ignores other headers', () => {
    const base = cacheKey('/news?page=1', {});
    expect(cacheKey('/news?page=2', {})).not.toBe(base);
    expect(cacheKey('/news', {})).not.toBe(base);
    for (const name of KEY_HEADERS) expect(cacheKey('/news?page=1', { [name]: '1' })).not.toBe(base);
    expect(cacheKey('/news?page=1', { 'user-agent': 'x', accept: 'text/html' })).toBe(base);
  });

  it('joins repeated header values', () => {
    expect(cacheKey('/', { 'accept-encoding': ['gzip', 'br'] })).toBe(cacheKey('/', { 'accept-encoding': 'gzip, br' }));
  });
});

describe('parseCacheControl', () => {
  it('reads flags and values, case-insensitively, unquoting values', () => {
    const directives = parseCacheControl('Public, S-MaxAge=60 , stale-while-revalidate="30", no-transform');
    expect(directives.get('public')).toBe(true);
    expect(directives.get('s-maxage')).toBe('60');
    expect(directives.get('stale-while-revalidate')).toBe('30');
    expect(directives.get('no-transform')).toBe(true);
    expect(parseCacheControl('').size).toBe(0);
  });
});

describe('storableLifetime', () => {
  const life = (headers: Headers, status = 200, limits = LIMITS) => storableLifetime(status, headers, limits);

  it('keeps a 200 for s-maxage, then stale-while-revalidate', () => {
    expect(life({ 'cache-control': 'public, max-age=0, s-maxage=2, stale-while-revalidate=30' })).toEqual({
      freshMs: 2_000,
      staleMs: 30_000,
    });
    expect(life({ 'cache-control': 's-maxage=5' })).toEqual({ freshMs: 5_000, staleMs: 0 });
  });

  it.each([201, 203, 204, 206, 301, 304, 404, 500])('refuses status %s', (status) => {
    expect(life({ 'cache-control': 's-maxage=60' }, status)).toBeNull();
  });

  it('requires s-maxage (max-age alone, s-maxage=0 or an unreadable value are not enough)', () => {
    expect(life({})).toBeNull();
    expect(life({ 'cache-control': 'public, max-age=600' })).toBeNull();
    expect(life({ 'cache-control': 's-maxage=0' })).toBeNull();
    expect(life({ 'cache-control': 's-maxage=abc' })).toBeNull();
    expect(life({ 'cache-control': 's-maxage=-5' })).toBeNull();
  });

  it.each(['private', 'no-store', 'no-cache', 'no-cache="set-cookie"'])('refuses s-maxage with %s', (directive) => {
    expect(life({ 'cache-control': `s-maxage=60, ${directive}` })).toBeNull();
    expect(life({ 'cache-control': `${directive}, s-maxage=60` })).toBeNull();
  });

  it('refuses answers that set a cookie', () => {
    expect(life({ 'cache-control': 's-maxage=60', 'set-cookie': ['a=1'] })).toBeNull();
    expect(life({ 'cache-control': 's-maxage=60', 'set-cookie': 'a=1' })).toBeNull();
  });

  it('accepts Vary on key headers only', () => {
    expect(life({ 'cache-control': 's-maxage=60', vary: 'Accept-Encoding, RSC, Next-Router-State-Tree' })).not.toBeNull();
    expect(
      life({ 'cache-control': 's-maxage=60', vary: 'rsc, next-router-prefetch, next-router-segment-prefetch' }),
    ).not.toBeNull();
    expect(life({ 'cache-control': 's-maxage=60', vary: 'Accept-Encoding, Cookie' })).toBeNull();
    expect(life({ 'cache-control': 's-maxage=60', vary: 'Accept-Language' })).toBeNull();
    expect(life({ 'cache-control': 's-maxage=60', vary: '*' })).toBeNull();
  });

  it('refuses what Next served stale while regenerating', () => {
    expect(life({ 'cache-control': 's-maxage=60', 'x-nextjs-cache': 'STALE' })).toBeNull();
    expect(life({ 'cache-control': 's-maxage=60', 'x-nextjs-cache': 'stale' })).toBeNull();
    expect(life({ 'cache-control': 's-maxage=60', 'x-nextjs-cache': 'HIT' })).not.toBeNull();
  });

  it('caps both windows by the configured limits', () => {
    expect(
      life({ 'cache-control': 's-maxage=31536000, stale-while-revalidate=31536000' }, 200, {
        maxFreshMs: 60_000,
        maxStaleMs: 5_000,
      }),
    ).toEqual({ freshMs: 60_000, staleMs: 5_000 });
  });
});

describe('replayableHeaders', () => {
  it('drops hop-by-hop headers and Date, lower-cases names, keeps repeated values apart', () => {
    const pairs = replayableHeaders({
      Connection: 'keep-alive',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      trailer: 'x',
      upgrade: 'h2c',
      te: 'trailers',
      'proxy-authenticate': 'Basic',
      date: 'Mon, 01 Jan 2024 00:00:00 GMT',
      'Content-Type': 'text/html',
      link: ['</a.css>; rel=preload', '</b.js>; rel=preload'],
      'x-absent': undefined,
    });
    expect(pairs).toEqual([
      ['content-type', 'text/html'],
      ['link', '</a.css>; rel=preload'],
      ['link', '</b.js>; rel=preload'],
    ]);
  });

  it('drops the names it is told to', () => {
    expect(replayableHeaders({ 'x-edge-purge': '1', etag: '"a"' }, ['x-edge-purge'])).toEqual([['etag', '"a"']]);
  });
});

describe('EdgeCache', () => {
  it('misses what it never stored', () => {
    const { cache } = makeCache();
    expect(cache.lookup('/').state).toBe('miss');
  });

  it('serves a stored answer fresh, then stale, then forgets it', () => {
    const { cache, advance } = makeCache();
    expect(cache.store('/', cache.generation, answer('hello', { etag: '"v1"' }))).toBe(true);

    const fresh = cache.lookup('/');
    expect(fresh.state).toBe('fresh');
    if (fresh.state === 'miss') throw new Error('unreachable');
    expect(fresh.entry.body.toString()).toBe('hello');
    expect(fresh.entry.status).toBe(200);
    expect(fresh.entry.etag).toBe('"v1"');
    expect(fresh.entry.freshUntil - fresh.entry.storedAt).toBe(10_000);
    expect(fresh.entry.staleUntil - fresh.entry.storedAt).toBe(30_000);

    advance(9_999);
    expect(cache.lookup('/').state).toBe('fresh');
    advance(1);
    expect(cache.lookup('/')).toMatchObject({ state: 'stale', needsRefresh: true });
    advance(19_999);
    expect(cache.lookup('/')).toMatchObject({ state: 'stale', needsRefresh: false });
    advance(1);
    expect(cache.lookup('/').state).toBe('miss');
    expect(cache.size).toBe(0);
    expect(cache.storedBytes).toBe(0);
  });

  it('asks only the first stale caller to refresh, until the refresh stores', () => {
    const { cache, advance } = makeCache();
    cache.store('/', cache.generation, answer('v1'));
    advance(10_000);
    expect(cache.lookup('/')).toMatchObject({ state: 'stale', needsRefresh: true });
    expect(cache.lookup('/')).toMatchObject({ state: 'stale', needsRefresh: false });
    expect(cache.lookup('/')).toMatchObject({ state: 'stale', needsRefresh: false });

    expect(cache.store('/', cache.generation, answer('v2'))).toBe(true);
    const after = cache.lookup('/');
    expect(after.state).toBe('fresh');
    if (after.state === 'miss') throw new Error('unreachable');
    expect(after.entry.body.toString()).toBe('v2');

    advance(10_000);
    expect(cache.lookup('/')).toMatchObject({ state: 'stale', needsRefresh: true });
  });

  it('lets the next stale caller try again after a failed refresh', () => {
    const { cache, advance } = makeCache();
    cache.store('/', cache.generation, answer('v1'));
    advance(10_000);
    expect(cache.lookup('/')).toMatchObject({ needsRefresh: true });
    expect(cache.lookup('/')).toMatchObject({ needsRefresh: false });
    cache.refreshFailed('/');
    expect(cache.lookup('/')).toMatchObject({ state: 'stale', needsRefresh: true });
  });

  it('clears the refresh claim when a refresh answer is refused', () => {
    const { cache, advance } = makeCache();
    cache.store('/', cache.generation, answer('v1'));
    advance(10_000);
    expect(cache.lookup('/')).toMatchObject({ needsRefresh: true });
    expect(cache.store('/', cache.generation, answer('oops', {}, 500))).toBe(false);
    const again = cache.lookup('/');
    expect(again).toMatchObject({ state: 'stale', needsRefresh: true });
    if (again.state === 'miss') throw new Error('unreachable');
    expect(again.entry.body.toString()).toBe('v1');
  });

  it('keeps nothing the rules refuse', () => {
    const { cache } = makeCache();
    expect(cache.store('/a', 0, answer('x', { 'cache-control': 'no-store, s-maxage=60' }))).toBe(false);
    expect(cache.store('/b', 0, answer('x', { 'set-cookie': 'a=1' }))).toBe(false);
    expect(cache.store('/c', 0, answer('x', { vary: 'cookie' }))).toBe(false);
    expect(cache.store('/d', 0, answer('x', {}, 404))).toBe(false);
    expect(cache.size).toBe(0);
    expect(cache.lookup('/a').state).toBe('miss');
  });

  it('keeps separate entries per key', () => {
    const { cache } = makeCache();
    const gzip = cacheKey('/', { 'accept-encoding': 'gzip' });
    const plain = cacheKey('/', {});
    cache.store(gzip, 0, answer('zipped'));
    cache.store(plain, 0, answer('plain'));
    const found = cache.lookup(gzip);
    if (found.state === 'miss') throw new Error('expected a hit');
    expect(found.entry.body.toString()).toBe('zipped');
    const other = cache.lookup(plain);
    if (other.state === 'miss') throw new Error('expected a hit');
    expect(other.entry.body.toString()).toBe('plain');
  });

  it('replaces an entry of the same key without counting its bytes twice', () => {
    const { cache } = makeCache();
    cache.store('/', 0, answer('123'));
    const oneEntry = cache.storedBytes;
    cache.store('/', 0, answer('12345'));
    cache.store('/', 0, answer('123'));
    expect(cache.size).toBe(1);
    expect(cache.storedBytes).toBe(oneEntry);
  });

  describe('purge', () => {
    it('drops every entry and its bytes', () => {
      const { cache } = makeCache();
      cache.store('/a', cache.generation, answer('aaa'));
      cache.store('/b', cache.generation, answer('bbb'));
      expect(cache.size).toBe(2);
      cache.purge();
      expect(cache.size).toBe(0);
      expect(cache.storedBytes).toBe(0);
      expect(cache.lookup('/a').state).toBe('miss');
      expect(cache.lookup('/b').state).toBe('miss');
    });

    it('refuses an answer fetched before the purge, accepts one fetched after', () => {
      const { cache } = makeCache();
      const before = cache.generation;
      cache.purge();
      expect(cache.generation).not.toBe(before);
      expect(cache.store('/', before, answer('old'))).toBe(false);
      expect(cache.lookup('/').state).toBe('miss');
      expect(cache.store('/', cache.generation, answer('new'))).toBe(true);
      expect(cache.lookup('/').state).toBe('fresh');
    });

    it('refuses the answer of a refresh that was running during the purge', () => {
      const { cache, advance } = makeCache();
      cache.store('/', cache.generation, answer('v1'));
      advance(10_000);
      expect(cache.lookup('/')).toMatchObject({ needsRefresh: true });
      const generation = cache.generation;
      cache.purge();
      // The refresh that was running comes back with the old generation: refused, and the slot is free.
      expect(cache.store('/', generation, answer('v2'))).toBe(false);
      expect(cache.lookup('/').state).toBe('miss');
      expect(cache.store('/', cache.generation, answer('v3'))).toBe(true);
      advance(10_000);
      expect(cache.lookup('/')).toMatchObject({ state: 'stale', needsRefresh: true });
    });
  });

  describe('memory', () => {
    // An entry costs its body, its key and its stored headers (here the one Cache-Control of `answer`).
    const HEADER_BYTES = 'cache-control'.length + 's-maxage=10, stale-while-revalidate=20'.length;
    const cost = (key: string, bodyBytes: number) => bodyBytes + key.length + HEADER_BYTES;
    const ENTRY = cost('/a', 10);

    it('counts body, key and headers of every entry', () => {
      const { cache } = makeCache();
      cache.store('/a', 0, answer('a'.repeat(10)));
      cache.store('/longer-key', 0, answer('b'.repeat(3)));
      expect(cache.storedBytes).toBe(cost('/a', 10) + cost('/longer-key', 3));
    });

    it('drops the least recently used entries beyond maxBytes', () => {
      const { cache } = makeCache({ maxBytes: 3 * ENTRY });
      cache.store('/a', 0, answer('a'.repeat(10)));
      cache.store('/b', 0, answer('b'.repeat(10)));
      cache.store('/c', 0, answer('c'.repeat(10)));
      expect(cache.storedBytes).toBe(3 * ENTRY);
      expect(cache.store('/d', 0, answer('d'.repeat(10)))).toBe(true);
      expect(cache.size).toBe(3);
      expect(cache.storedBytes).toBe(3 * ENTRY);
      expect(cache.lookup('/a').state).toBe('miss');
      expect(cache.lookup('/b').state).toBe('fresh');
    });

    it('keeps a recently looked-up entry', () => {
      const { cache } = makeCache({ maxBytes: 3 * ENTRY });
      cache.store('/a', 0, answer('a'.repeat(10)));
      cache.store('/b', 0, answer('b'.repeat(10)));
      cache.store('/c', 0, answer('c'.repeat(10)));
      expect(cache.lookup('/a').state).toBe('fresh');
      // Bigger than one entry: both older ones go, the recently used /a stays.
      cache.store('/d', 0, answer('d'.repeat(ENTRY + 5)));
      expect(cache.lookup('/a').state).toBe('fresh');
      expect(cache.lookup('/b').state).toBe('miss');
      expect(cache.lookup('/c').state).toBe('miss');
      expect(cache.lookup('/d').state).toBe('fresh');
      expect(cache.storedBytes).toBe(ENTRY + cost('/d', ENTRY + 5));
    });

    it('refuses an answer larger than maxEntryBytes and keeps what it had', () => {
      const { cache } = makeCache({ maxEntryBytes: 10 });
      expect(cache.store('/a', 0, answer('a'.repeat(10)))).toBe(true);
      expect(cache.store('/big', 0, answer('b'.repeat(11)))).toBe(false);
      expect(cache.lookup('/big').state).toBe('miss');
      expect(cache.lookup('/a').state).toBe('fresh');
      expect(cache.storedBytes).toBe(ENTRY);
    });

    it('reports an answer larger than all the memory as not stored', () => {
      const { cache } = makeCache({ maxBytes: 10, maxEntryBytes: 100 });
      expect(cache.store('/big', 0, answer('x'.repeat(20)))).toBe(false);
      expect(cache.size).toBe(0);
      expect(cache.storedBytes).toBe(0);
    });
  });

  it('stores headers without hop-by-hop ones and without the dropped names', () => {
    const { cache } = makeCache();
    cache.store(
      '/',
      0,
      answer('x', {
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        date: 'Mon, 01 Jan 2024 00:00:00 GMT',
        'x-edge-purge': '1',
        'content-security-policy': "default-src 'self'",
        'content-type': 'text/html; charset=utf-8',
      }),
      ['x-edge-purge'],
    );
    const found = cache.lookup('/');
    if (found.state === 'miss') throw new Error('expected a hit');
    const names = found.entry.headers.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['cache-control', 'content-security-policy', 'content-type']));
    for (const name of ['connection', 'keep-alive', 'transfer-encoding', 'date', 'x-edge-purge']) {
      expect(names).not.toContain(name);
    }
    expect(found.entry.headers).toContainEqual(['content-security-policy', "default-src 'self'"]);
  });

  it('records no ETag when the answer has none', () => {
    const { cache } = makeCache();
    cache.store('/', 0, answer('x'));
    const found = cache.lookup('/');
    if (found.state === 'miss') throw new Error('expected a hit');
    expect(found.entry.etag).toBeNull();
  });
});

describe('matchesEtag', () => {
  it('compares exactly and weakly', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag('"ABC"', '"abc"')).toBe(false);
  });

  it('finds the tag in a list', () => {
    expect(matchesEtag('"x", W/"abc" , "y"', '"abc"')).toBe(true);
    expect(matchesEtag(['"x"', '"abc"'], '"abc"')).toBe(true);
    expect(matchesEtag('"x", "y"', '"abc"')).toBe(false);
  });

  it('matches * to any stored tag', () => {
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag(' * ', 'W/"abc"')).toBe(true);
  });

  it('never matches without a stored tag or a request header', () => {
    expect(matchesEtag('*', null)).toBe(false);
    expect(matchesEtag('"abc"', null)).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
    expect(matchesEtag('', '"abc"')).toBe(false);
  });
});
