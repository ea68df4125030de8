#!/usr/bin/env node
// `npm run dev` (web): the site as in production, with rebuilds on change. The islands (islands/, built by esbuild)
// are watched and rebuilt by scripts/build-islands.mjs --watch; `next dev` serves the pages. Public pages are sent
// without Next's client runtime here too (pages/_document.tsx), so what you see is what a visitor gets: reload the
// page after a change (there is no hot reload on pages without a runtime). Extra arguments go to `next dev`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];

function run(command, args, onLine) {
  const child = spawn(command, args, { cwd: web, stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    onLine?.(String(chunk));
  });
  child.on('exit', (code, signal) => {
    // One part gone (a crash, or Ctrl+C): stop the other too.
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  children.push(child);
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });
}

// next dev starts once the first islands build has written its manifest (pages/_document.tsx reads it).
let started = false;
run(process.execPath, [path.join(web, 'scripts', 'build-islands.mjs'), '--watch'], (text) => {
  if (started || !/islands: \/islands\/runtime\.js/.test(text)) return;
  started = true;
  run(process.execPath, [path.join(web, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)]);
});
