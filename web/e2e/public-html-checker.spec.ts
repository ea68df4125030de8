/**
 * Every public page passes the W3C Nu HTML checker (vnu-jar's vnu.jar, run with Debian's Java) with no
 * error, and every internal link of the public pages points at a canonical address: it answers without a redirect.
 * The pages are the built site's HTML as a visitor gets it: SPEC.md's public routes, the search page with a query and
 * the not-found page.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { publicRoutes } from './support/routes';

const VNU_JAR = path.resolve(__dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/**
 * What the checker's CSS validator (it also checks the inline <style>) does not know of Tailwind 4's CSS, all valid
 * CSS that browsers support: the `@property` at-rule (CSS Properties and Values API, Baseline 2024), a custom property
 * in `transition-property`, and `margin-trim` inside an `@supports` test (Tailwind's fallback for browsers without
 * `@property`). Only these are set aside; any other CSS message, and every HTML message, counts.
 */
const UNKNOWN_TO_VNU_CSS = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
];

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Every public page's path and its HTML, as the site serves it. */
async function publicPages(request: APIRequestContext): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const get = async (pagePath: string, status = 200) => {
    const response = await request.get(pagePath, { maxRedirects: 0 });
    expect(response.status(), pagePath).toBe(status);
    pages.set(pagePath, await response.text());
  };
  for (const route of publicRoutes) await get(route.path);
  await get('/search?q=loan');
  await get('/no-such-page', 404);
  return pages;
}

/** The internal links (`href="/…"`) of a page's HTML, without their fragment. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="(\/(?!\/)[^"#]*)/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

test.describe('HTML of the public pages', () => {
  test.setTimeout(240_000);

  test('passes the W3C Nu HTML checker with 0 errors', async ({ request }) => {
    const pages = await publicPages(request);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    try {
      const files = [...pages].map(([pagePath, html], index) => {
        const file = path.join(folder, `${String(index).padStart(3, '0')}.html`);
        fs.writeFileSync(file, html);
        return { file, pagePath };
      });
      const { stdout } = await promisify(execFile)(
        'java',
        ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map(({ file }) => file)],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
      const pageOf = (url = '') => files.find(({ file }) => url.endsWith(path.basename(file)))?.pagePath ?? url;
      const errors = messages
        .filter((message) => message.type === 'error' || message.subType === 'fatal')
        .filter((message) => !UNKNOWN_TO_VNU_CSS.some((known) => known.test(message.message)))
        .map((message) => `${pageOf(message.url)}:${message.lastLine ?? '?'}: ${message.message} [${message.extract ?? ''}]`);
      expect(files.length).toBe(publicRoutes.length + 2);
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test('every internal link answers without a redirect (a canonical address)', async ({ request }) => {
    const pages = await publicPages(request);
    const linkedFrom = new Map<string, string>();
    for (const [pagePath, html] of pages) {
      for (const link of internalLinks(html)) if (!linkedFrom.has(link)) linkedFrom.set(link, pagePath);
    }
    expect(linkedFrom.size).toBeGreaterThan(40);
    const redirects: string[] = [];
    for (const [link, from] of linkedFrom) {
      const response = await request.get(link, { maxRedirects: 0 });
      const status = response.status();
      if (status >= 300 && status < 400)
        redirects.push(`${link} (on ${from}) answers ${status} → ${response.headers().location}`);
      else expect(status, `${link} (on ${from})`).toBeLessThan(400);
    }
    expect(redirects, redirects.join('\n')).toEqual([]);
  });
});
