// The yardstick of `npm run bench:web`: a bare Next page, built and started with the site's own Next (`next start`,
// no custom server, no proxy, no logging), so the site alone can be compared with what Next itself does on the same
// machine in the same run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

/**
 * Builds a one-page Pages Router app of about `bytes` of HTML (static, without Next's client runtime, as the site's
 * public pages are) in a temporary folder, starts it and resolves with its URL and a stop function.
 */
export async function startBareNext(web, bytes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-bench-bare-next-'));
  fs.mkdirSync(path.join(dir, 'pages'));
  // The site's own node_modules: the same Next and React.
  fs.symlinkSync(path.join(web, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const paragraphs = Math.max(1, Math.round(bytes / 120));
  fs.writeFileSync(
    path.join(dir, 'pages', 'index.js'),
    `export const config = { unstable_runtimeJS: false };
export const getStaticProps = () => ({ props: {}, revalidate: 300 });
const words = 'Savings accounts, loans and exchange rates for every customer of the bank in The Gambia. ';
export default function Page() {
  return <main><h1>A bare Next page</h1>{Array.from({ length: ${paragraphs} }, (_, i) => <p key={i}>{i} {words}</p>)}</main>;
}
`,
  );
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, name: 'bare-next' }));
  const next = path.join(web, 'node_modules', '.bin', 'next');
  const environment = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const built = spawnSync(next, ['build', '--webpack'], { cwd: dir, env: environment, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the bare Next page did not build:\n${built.stdout}\n${built.stderr}`);
  const port = await freePort();
  const child = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: environment, stdio: 'ignore' });
  const stop = () => {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the bare Next page did not start');
}
