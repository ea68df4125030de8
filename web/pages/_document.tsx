import fs from 'node:fs';
import path from 'node:path';
import { Head, Html, Main, NextScript } from 'next/document';
import { figtree } from '@/app/fonts';
import { HeadScript } from '@/components/layout/Splash';

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

/** How long after `load` the islands load when the visitor has not reached for anything yet. */
const ISLANDS_IDLE_DELAY_MS = 4000;
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'];

/**
 * Loads the islands runtime at the visitor's first sign of use (pointer, touch, key, focus, scroll) or a few seconds
 * after `load`, whichever comes first: a phone's first seconds go to the page itself, which is complete without
 * JavaScript. A button of an island clicked before its code arrived is marked, and the runtime clicks it again once
 * it is hydrated (islands/runtime.tsx), so that first tap is not lost.
 */
function islandsLoader(url: string): string {
  return `(function(){var s=false,e=${JSON.stringify(INTENT_EVENTS)};function go(){if(s)return;s=true;e.forEach(function(t){removeEventListener(t,go,true)});import(${JSON.stringify(url)})}e.forEach(function(t){addEventListener(t,go,{capture:true,passive:true})});addEventListener('click',function(v){var b=v.target instanceof Element&&v.target.closest('[data-island]:not([data-island-hydrated]) button');if(b){v.preventDefault();b.setAttribute('data-island-pending-click','');go()}},true);addEventListener('load',function(){setTimeout(go,${ISLANDS_IDLE_DELAY_MS})})})()`;
}

/**
 * The document of the public pages in pages/. They are sent without Next's client runtime (each page's
 * `config.unstable_runtimeJS` is false): the HTML is the whole page, and only its islands (islands/registry.ts) get
 * JavaScript, loaded when the visitor reaches for the page or a few seconds after it has loaded (islandsLoader).
 */
export default function Document() {
  return (
    <Html lang="en" className={figtree.variable}>
      <Head>
        <meta name="theme-color" content="#0b3d6e" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
        <HeadScript />
      </Head>
      <body className="min-h-dvh">
        <Main />
        <NextScript />
        <script dangerouslySetInnerHTML={{ __html: islandsLoader(runtimeUrl) }} />
      </body>
    </Html>
  );
}
