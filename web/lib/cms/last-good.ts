import '@/lib/server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * The last good answer of every public CMS read, kept in memory and on local disk. When the CMS is down right when
 * a page or a widget must re-read (a revalidated tag, or a restarted process), it is served instead of failing, so
 * the public site keeps showing its last good content. Only public, published content is stored.
 */
const globalStore = globalThis as typeof globalThis & { __bankLastGood?: Map<string, string> };
globalStore.__bankLastGood ??= new Map();
const memory = globalStore.__bankLastGood;

// Beside this build's own cache, so another build or checkout on the machine never shares it.
const directory = path.join(
  process.cwd(),
  process.env.NEXT_DIST_DIR || '.next',
  'cache',
  'bank-last-good',
  createHash('sha256').update(env.cmsInternalUrl).digest('hex').slice(0, 12),
);

function fileFor(cmsPath: string): string {
  return path.join(directory, `${createHash('sha256').update(cmsPath).digest('hex')}.json`);
}

/** Remembers a good answer (JSON text) of a public read. */
export function rememberAnswer(cmsPath: string, body: string): void {
  if (memory.get(cmsPath) === body) return;
  memory.set(cmsPath, body);
  const file = fileFor(cmsPath);
  const temporary = `${file}.${process.pid}.tmp`;
  // Written in the background, atomically (rename), so a crash never leaves half a file.
  mkdir(directory, { recursive: true })
    .then(() => writeFile(temporary, body, 'utf8'))
    .then(() => rename(temporary, file))
    .catch((error: unknown) => console.error(`[cms] could not keep the last good answer of ${cmsPath}:`, error));
}

/** The last good answer of a public read, or null if this site never had one. */
export async function recallAnswer(cmsPath: string): Promise<string | null> {
  const inMemory = memory.get(cmsPath);
  if (inMemory !== undefined) return inMemory;
  try {
    const body = await readFile(fileFor(cmsPath), 'utf8');
    memory.set(cmsPath, body);
    return body;
  } catch {
    return null;
  }
}
