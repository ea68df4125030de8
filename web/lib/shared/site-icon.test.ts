import fs from 'node:fs';
import path from 'node:path';
import { SITE_ICON_SVG, SITE_ICON_URL } from './site-icon';

test('the public pages carry the same icon as app/icon.svg, as a data: URL that decodes to it', () => {
  const file = fs.readFileSync(path.join(__dirname, '..', '..', 'app', 'icon.svg'), 'utf8').trim();
  expect(SITE_ICON_SVG).toBe(file);
  expect(SITE_ICON_URL.startsWith('data:image/svg+xml,')).toBe(true);
  expect(decodeURIComponent(SITE_ICON_URL.slice('data:image/svg+xml,'.length))).toBe(file);
});
