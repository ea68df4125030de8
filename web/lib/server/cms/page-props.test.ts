import type { GetStaticPropsContext } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { CmsError } from './client';
import { PAGE_BUILT_WITHOUT_CMS_REVALIDATE_SECONDS, PAGE_REVALIDATE_SECONDS, publicPageProps } from './page-props';

const context = {} as GetStaticPropsContext;
const down = (): Promise<{ branches: string[] }> =>
  Promise.reject(new CmsError('unreachable', 'CMS unreachable for /api/branches: ECONNREFUSED', '/api/branches'));

describe('publicPageProps', () => {
  const phase = process.env.NEXT_PHASE;
  afterEach(() => {
    process.env.NEXT_PHASE = phase;
  });

  it('gives the loaded props, when they were read, and the backstop revalidation time', async () => {
    const before = Date.now();
    const result = await publicPageProps(async () => ({ branches: [{ name: 'Banjul', fax: null }] }), { branches: [] })(context);
    expect(result).toEqual({
      props: { branches: [{ name: 'Banjul', fax: null }], readAt: expect.any(String) },
      revalidate: PAGE_REVALIDATE_SECONDS,
    });
    const readAt = Date.parse((result as { props: { readAt: string } }).props.readAt);
    expect(readAt).toBeGreaterThanOrEqual(before);
    expect(readAt).toBeLessThanOrEqual(Date.now());
  });

  it('drops undefined values, which Next cannot send', async () => {
    const result = await publicPageProps(async () => ({ bank: { name: 'X', zipcode: undefined } }), { bank: null })(context);
    expect(result).toMatchObject({ props: { bank: { name: 'X' } } });
    expect(JSON.stringify(result)).not.toContain('zipcode');
  });

  it('fails a regeneration when the CMS fails, so Next keeps the last good page', async () => {
    delete process.env.NEXT_PHASE;
    await expect(publicPageProps(down, { branches: [] })(context)).rejects.toThrow('ECONNREFUSED');
  });

  it('builds without the CMS: the page is made from its fallback and regenerates on the first visit', async () => {
    process.env.NEXT_PHASE = PHASE_PRODUCTION_BUILD;
    const result = await publicPageProps(down, { branches: [] })(context);
    expect(result).toEqual({ props: { branches: [] }, revalidate: PAGE_BUILT_WITHOUT_CMS_REVALIDATE_SECONDS });
  });

  it('still fails the build on a programming error', async () => {
    process.env.NEXT_PHASE = PHASE_PRODUCTION_BUILD;
    const broken = (): Promise<{ branches: string[] }> => Promise.reject(new TypeError('x is undefined'));
    await expect(publicPageProps(broken, { branches: [] })(context)).rejects.toThrow(TypeError);
  });
});
