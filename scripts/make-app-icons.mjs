#!/usr/bin/env node
/**
 * Draws the web app's icons (web/public/icons/, named in web/public/manifest.webmanifest) from the bank's logo,
 * web/app/icon.svg: 192 and 512 px on white, and a 512 px "maskable" icon whose logo sits inside the safe zone (the
 * middle 80%) on the brand colour, for launchers that cut icons into circles. Run it again after a logo change:
 *
 *   node scripts/make-app-icons.mjs
 */
import { createRequire } from 'node:module';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp comes with Strapi's dependencies: resolve it from the cms workspace.
const sharp = createRequire(path.join(root, 'cms', 'package.json'))('sharp');
const logo = await readFile(path.join(root, 'web', 'app', 'icon.svg'));
const out = path.join(root, 'web', 'public', 'icons');
await mkdir(out, { recursive: true });

async function icon(file, size, logoShare, background) {
  const inner = Math.round(size * logoShare);
  const drawn = await sharp(logo, { density: 600 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drawn, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
}

await icon('icon-192.png', 192, 0.8, '#ffffff');
await icon('icon-512.png', 512, 0.8, '#ffffff');
await icon('icon-maskable-512.png', 512, 0.6, '#0b3d6e');
console.log(`icons written to ${path.relative(root, out)}`);
