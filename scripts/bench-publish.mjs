#!/usr/bin/env node
// `npm run bench:publish`: how long a change made in the Strapi panel takes to reach the served HTML of the public
// page (a benchmark of the running product, not a test: start it first with `npm start`).
// 1. A branch's address edited and published (the panel's Save + Publish, its content-manager admin API), until
//    /about/branches serves it.
// 2. An exchange rate saved in the panel (the type has no drafts: Save is its publish), until
//    /services/exchange-rates serves it.
// Each BENCH_RUNS times (default 10), timed from the request that publishes to the first served HTML that shows the
// change (polled every 10 ms); the median (p50) and the slowest are printed. The content is put back afterwards.
// Target: p50 under 0.5 s. The panel's account comes from cms/.env (STRAPI_ADMIN_EMAIL, STRAPI_ADMIN_PASSWORD).
import path from 'node:path';
import { cmsEnv } from './cms-env.mjs';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The panel's account as the CMS reads it (cms/.env, or ENV_PATH), the shell's variables winning.
const settings = cmsEnv(path.join(root, 'cms'));
const setting = (name, fallback) => settings[name] || fallback;

const site = (process.env.BENCH_URL || `http://127.0.0.1:${process.env.WEB_PORT || 3000}`).replace(/\/$/, '');
const cms = (process.env.BENCH_CMS_URL || `http://127.0.0.1:${process.env.CMS_PORT || 1337}`).replace(/\/$/, '');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 10);
const TIMEOUT_MS = 10_000;

const login = await fetch(`${cms}/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: setting('STRAPI_ADMIN_EMAIL'), password: setting('STRAPI_ADMIN_PASSWORD') }),
}).catch(() => null);
if (!login?.ok) {
  console.error(
    `The panel at ${cms} did not let the Super Admin in (${login?.status ?? 'no answer'}). Start with \`npm start\`.`,
  );
  process.exit(1);
}
const token = (await login.json()).data.token;

async function panel(method, pathname, body) {
  const response = await fetch(`${cms}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Runs `change` and answers the milliseconds until `page`'s served HTML contains `expected`. */
async function untilServed(page, expected, change) {
  const started = performance.now();
  await change();
  for (;;) {
    const html = await (await fetch(`${site}${page}`, { headers: { 'cache-control': 'no-cache' } })).text();
    if (html.includes(expected)) return performance.now() - started;
    if (performance.now() - started > TIMEOUT_MS) throw new Error(`${page} did not show ${expected} within ${TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const collection = (uid) => `/content-manager/collection-types/${uid}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function branchPublish() {
  const uid = 'api::branch.branch';
  const { results } = await panel('GET', `${collection(uid)}?page=1&pageSize=1&sort=name:ASC`);
  const branch = results[0];
  const base = `${collection(uid)}/${encodeURIComponent(branch.documentId)}`;
  const times = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const address = `${run + 1} Bench Avenue ${Date.now().toString(36)}`;
      await panel('PUT', base, { address });
      times.push(await untilServed('/about/branches', address, () => panel('POST', `${base}/actions/publish`, { address })));
    }
  } finally {
    await panel('PUT', base, { address: branch.address });
    await panel('POST', `${base}/actions/publish`, { address: branch.address });
  }
  return times;
}

async function rateSave() {
  const uid = 'api::exchange-rate.exchange-rate';
  const { results } = await panel('GET', `${collection(uid)}?page=1&pageSize=1&sort=currency:ASC`);
  const rate = results[0];
  const base = `${collection(uid)}/${encodeURIComponent(rate.documentId)}`;
  const times = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      // A value no other rate shows, formatted as the page formats it (web/lib/shared/format.ts formatRate: 2-4 decimals).
      const buy = 900 + run + Math.floor(Math.random() * 9000) / 10_000;
      const shown = buy.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
      times.push(await untilServed('/services/exchange-rates', shown, () => panel('PUT', base, { buy })));
    }
  } finally {
    await panel('PUT', base, { buy: rate.buy });
  }
  return times;
}

const rows = [
  ['Branch: panel Save + Publish → /about/branches served', await branchPublish()],
  ['Exchange rate: panel Save → /services/exchange-rates served', await rateSave()],
];
console.log(`\n| Publish to live (${RUNS} runs each) | p50 | slowest | target |\n|---|---|---|---|`);
for (const [name, times] of rows) {
  const p50 = median(times);
  console.log(
    `| ${name} | ${Math.round(p50)} ms | ${Math.round(Math.max(...times))} ms | < 500 ms ${p50 < 500 ? '(met)' : '(MISSED)'} |`,
  );
}
