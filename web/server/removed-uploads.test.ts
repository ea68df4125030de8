import { UploadPresence, uploadOfImageRequest } from './removed-uploads';

describe('uploadOfImageRequest', () => {
  it('names the upload a /_next/image request resizes', () => {
    expect(uploadOfImageRequest('/_next/image?url=%2Fuploads%2Fphoto_ab12.jpg&w=640&q=75')).toBe('/uploads/photo_ab12.jpg');
    expect(uploadOfImageRequest('/_next/image?w=640&url=/uploads/a%20b.png&q=75')).toBe('/uploads/a%20b.png');
  });

  it('leaves other requests, other images and odd paths to Next', () => {
    expect(uploadOfImageRequest('/uploads/photo.jpg')).toBeNull();
    expect(uploadOfImageRequest('/_next/image?url=%2Fimages%2Flogo.png&w=64&q=75')).toBeNull();
    expect(uploadOfImageRequest('/_next/image?url=%2Fuploads%2F..%2Fsecret&w=64&q=75')).toBeNull();
    expect(uploadOfImageRequest('/_next/image?w=64')).toBeNull();
    expect(uploadOfImageRequest(undefined)).toBeNull();
  });
});

describe('UploadPresence', () => {
  function presence(statuses: number[] | 'down') {
    let clock = 0;
    const asked: string[] = [];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(`${init?.method} ${String(url)}`);
      if (statuses === 'down') throw new Error('connect ECONNREFUSED');
      return new Response(null, { status: statuses.shift() ?? 200 });
    }) as typeof fetch;
    const checker = new UploadPresence('http://cms:1337', () => clock, fetchImpl);
    return { checker, asked, advance: (ms: number) => (clock += ms) };
  }

  it('refuses a file the CMS no longer has', async () => {
    const { checker, asked } = presence([404]);
    expect(await checker.isServed('/uploads/gone.jpg')).toBe(false);
    expect(asked).toEqual(['HEAD http://cms:1337/uploads/gone.jpg']);
  });

  it('remembers a file found for a minute, then asks again', async () => {
    const { checker, asked, advance } = presence([200, 404]);
    expect(await checker.isServed('/uploads/a.jpg')).toBe(true);
    advance(59_000);
    expect(await checker.isServed('/uploads/a.jpg')).toBe(true);
    expect(asked).toHaveLength(1);
    advance(2_000);
    expect(await checker.isServed('/uploads/a.jpg')).toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('asks again at once after a revalidation (a removal)', async () => {
    const { checker, asked } = presence([200, 404]);
    expect(await checker.isServed('/uploads/a.jpg')).toBe(true);
    checker.forget();
    expect(await checker.isServed('/uploads/a.jpg')).toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('lets Next answer from its copies while the CMS cannot answer, and does not remember that', async () => {
    const { checker } = presence('down');
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await checker.isServed('/uploads/a.jpg')).toBe(true);
    const failing = presence([503, 404]);
    expect(await failing.checker.isServed('/uploads/a.jpg')).toBe(true);
    expect(await failing.checker.isServed('/uploads/a.jpg')).toBe(false);
  });
});
