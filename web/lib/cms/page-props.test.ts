import type { GetServerSidePropsContext } from 'next';
import { PUBLIC_PAGE_CACHE_CONTROL, publicPageProps } from './page-props';

function context() {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) };
  return { headers, context: { res } as unknown as GetServerSidePropsContext };
}

describe('publicPageProps', () => {
  it('gives the loaded props, marked shareable for the edge cache', async () => {
    const { headers, context: ctx } = context();
    const result = await publicPageProps(async () => ({ branches: [{ name: 'Banjul', fax: null }] }))(ctx);
    expect(result).toEqual({ props: { branches: [{ name: 'Banjul', fax: null }] } });
    expect(headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/\bs-maxage=\d+/);
  });

  it('drops undefined values, which Next cannot send', async () => {
    const { context: ctx } = context();
    const result = await publicPageProps(async () => ({ bank: { name: 'X', zipcode: undefined } }))(ctx);
    expect(result).toEqual({ props: { bank: { name: 'X' } } });
  });

  it('lets a failed read fail the page, without marking anything shareable', async () => {
    const { headers, context: ctx } = context();
    await expect(publicPageProps(async () => Promise.reject(new Error('CMS down')))(ctx)).rejects.toThrow('CMS down');
    expect(headers.has('cache-control')).toBe(false);
  });
});
