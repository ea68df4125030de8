import localFont from 'next/font/local';

/**
 * The site's typeface: Figtree (SIL Open Font License, web/fonts/OFL.txt), self-hosted. One variable file covers
 * weights 300-900 for Latin (20 KB); characters outside it fall back to the system font. Not preloaded, and used only
 * once the browser has the file: a visitor's first page is drawn in the fallback, whose metrics Next adjusts to
 * Figtree's, and fetches the file after `load`; from then on pages are drawn in Figtree from their first paint
 * (globals.css `html:not(.typeface)`, the head script in islands/inline-scripts.ts). Nothing the first page shows
 * waits for the file (docs/benchmarks.md: Largest Contentful Paint), and no text changes typeface once drawn:
 * `optional` leaves a page in the fallback if the file is not there in time.
 */
export const figtree = localFont({
  src: '../fonts/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-figtree',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
