import fs from 'node:fs';
import path from 'node:path';
import { Head, Html, Main, NextScript } from 'next/document';
import { figtree } from '@/app/fonts';
import { SplashScript } from '@/components/layout/Splash';

/** Written by scripts/build-islands.mjs (run by `npm run build` before `next build`). */
function islandsRuntimeUrl(): string {
  const file = path.join(process.cwd(), 'public', 'islands', 'manifest.json');
  try {
    const manifest: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const runtime = (manifest as { runtime?: unknown }).runtime;
    if (typeof runtime === 'string' && runtime.startsWith('/islands/')) return runtime;
  } catch (cause) {
    throw new Error(`The islands are not built (${file}): run \`npm run build -w web\``, { cause });
  }
  throw new Error(`${file} names no islands runtime: run \`npm run build -w web\``);
}

const runtimeUrl = islandsRuntimeUrl();

/**
 * The document of the public pages in pages/. They are sent without Next's client runtime (each page's
 * `config.unstable_runtimeJS` is false): the HTML is the whole page, and only its islands (menu, side menu, year)
 * get JavaScript, loaded once the page has loaded so that nothing competes with the page's own first paint.
 */
export default function Document() {
  return (
    <Html lang="en" className={figtree.variable}>
      <Head>
        <meta name="theme-color" content="#0b3d6e" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
        <SplashScript />
      </Head>
      <body className="min-h-dvh">
        <Main />
        <NextScript />
        <script
          dangerouslySetInnerHTML={{
            __html: `addEventListener('load',function(){import(${JSON.stringify(runtimeUrl)})})`,
          }}
        />
      </body>
    </Html>
  );
}
