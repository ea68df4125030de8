#!/usr/bin/env node
// `npm run bench:start`: what a newcomer waits for, step by step, from a fresh clone to a site that serves.
// Clones this repository at BENCH_REV (default HEAD) into a temporary folder, runs `npm install` there, then
// `npm start` on free ports, and prints when each step ended: the install, the CMS's and the site's builds (the lines
// `npm start` prints as each ends), the CMS answering /_health, the site ready (its CMS pages regenerated) and serving its
// home page. npm's download cache is the machine's own, as on a newcomer's second project; BENCH_KEEP=1 keeps the
// clone. Run it with nothing else busy: it uses both cores for minutes.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rev = process.env.BENCH_REV || 'HEAD';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-bench-start-'));
const steps = [];
const started = performance.now();
const mark = (step) => {
  const seconds = (performance.now() - started) / 1000;
  const previous = steps.at(-1)?.at ?? 0;
  steps.push({ step, at: Number(seconds.toFixed(1)), took: Number((seconds - previous).toFixed(1)) });
  console.log(`[bench:start] ${step}: ${seconds.toFixed(1)} s`);
};

execFileSync('git', ['clone', '-q', root, dir]);
execFileSync('git', ['-C', dir, 'checkout', '-q', rev]);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1' };
delete env.CI;
mark(`clone of ${execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()}`);
execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
mark('npm install');

const [cmsPort, webPort] = [await freePort(), await freePort()];
const child = spawn('npm', ['start'], {
  cwd: dir,
  env: { ...env, CMS_PORT: String(cmsPort), WEB_PORT: String(webPort) },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
const log = fs.createWriteStream(path.join(dir, 'bench-start.log'));
let buffered = '';
child.stdout.on('data', (chunk) => {
  log.write(chunk);
  buffered += chunk;
  for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
    const line = buffered.slice(0, end);
    buffered = buffered.slice(end + 1);
    // `npm start` says when each of its steps ends ("[start] cms built in 52.1 s").
    const step = /^\[start\] (.+?) in [\d.]+ s$/.exec(line.trim());
    if (step) mark(`npm start: ${step[1]}`);
  }
});
child.stderr.pipe(log);
const exited = new Promise((resolve) => child.once('exit', resolve));

async function until(what, check, timeoutMs = 15 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`npm start stopped (${child.exitCode}) before ${what}; see ${dir}/bench-start.log`);
    if (await check().catch(() => false)) return mark(what);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

let failed = false;
try {
  await until('CMS answers /_health', async () => (await fetch(`http://127.0.0.1:${cmsPort}/_health`)).ok);
  // /_ready: the site has regenerated its CMS pages with the CMS's content (its warm-up), then the home page itself.
  await until('site ready (pages regenerated)', async () => (await fetch(`http://127.0.0.1:${webPort}/_ready`)).ok);
  await until('site serves /', async () => (await fetch(`http://127.0.0.1:${webPort}/`)).ok);
} catch (error) {
  failed = true;
  console.error(error.message);
} finally {
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}
console.table(steps);
if (process.env.BENCH_KEEP === '1') console.log(`kept: ${dir}`);
else fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
