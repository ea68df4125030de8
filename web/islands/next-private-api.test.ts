import fs from 'node:fs';

/**
 * The islands build (scripts/build-islands.mjs) relies on two private details of Next, because islands are bundled by
 * esbuild rather than by Next (docs/adr/0001): next/image reads its configuration from process.env.__NEXT_IMAGE_OPTS,
 * and the defaults come from next/dist/shared/lib/image-config. If a Next upgrade moves either, this fails loudly
 * instead of islands silently rendering other image URLs than the server.
 */
describe("Next's private image configuration, as the islands build uses it", () => {
  it('next/dist/shared/lib/image-config still exports the defaults the build reads', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the test, so a moved module fails this test by name
    const { imageConfigDefault } = require('next/dist/shared/lib/image-config') as {
      imageConfigDefault: Record<string, unknown>;
    };
    for (const key of ['qualities', 'path', 'loader', 'dangerouslyAllowSVG', 'unoptimized', 'deviceSizes', 'imageSizes']) {
      expect(imageConfigDefault).toHaveProperty(key);
    }
  });

  it('next/image on the client still reads process.env.__NEXT_IMAGE_OPTS', () => {
    for (const moduleId of ['next/dist/client/use-image-config', 'next/dist/shared/lib/image-external-get-image-props']) {
      expect(fs.readFileSync(require.resolve(moduleId), 'utf8')).toContain('process.env.__NEXT_IMAGE_OPTS');
    }
  });
});

/**
 * `npm run dev` renders the public pages as in production (pages/_document.tsx): `next dev` ignores
 * `unstable_runtimeJS`, so the document hands Head and NextScript Next's own HtmlContext with the runtime switched
 * off. If an upgrade moves that context or stops Head and NextScript reading it, this fails by name.
 */
describe("Next's private HtmlContext, as pages/_document.tsx uses it in development", () => {
  it('is the context Head and NextScript read, and they still honour unstable_runtimeJS and isDevelopment', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the test, so a moved module fails this test by name
    const { HtmlContext } = require('next/dist/shared/lib/html-context.shared-runtime') as { HtmlContext: unknown };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
    const document = require('next/dist/pages/_document') as {
      Head: { contextType?: unknown };
      NextScript: { contextType?: unknown };
    };
    expect(HtmlContext).toBeDefined();
    expect(document.Head.contextType).toBe(HtmlContext);
    expect(document.NextScript.contextType).toBe(HtmlContext);
    const source = fs.readFileSync(require.resolve('next/dist/pages/_document'), 'utf8');
    expect(source).toContain('unstable_runtimeJS === false');
    expect(source).toContain('this.context.isDevelopment');
  });
});
