import localFont from 'next/font/local';

/**
 * The site's typeface: Figtree (SIL Open Font License, web/fonts/OFL.txt), self-hosted. One variable file covers
 * weights 300-900 for Latin (20 KB); characters outside it fall back to the system font. Preloaded, with `optional`:
 * the browser waits a moment for the preloaded file before the first paint (long enough on a good connection), and
 * when it is not there by then the page stays in the fallback, whose metrics Next adjusts to Figtree's, rather than
 * swapping typefaces under the visitor's eyes: the text never moves (`swap` moved it once the file arrived, with the
 * stylesheet now inline in the page: pages/_document.tsx). A later page finds the file in the browser's cache.
 */
export const figtree = localFont({
  src: '../fonts/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-figtree',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
