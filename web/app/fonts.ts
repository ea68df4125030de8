import localFont from 'next/font/local';

/**
 * The site's typeface: Figtree (SIL Open Font License, web/fonts/OFL.txt), self-hosted. One variable file covers
 * weights 300-900 for Latin (20 KB); characters outside it fall back to the system font. `swap` shows text at once
 * in a fallback whose metrics Next adjusts to Figtree's, so the swap does not move the page.
 */
export const figtree = localFont({
  src: '../fonts/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-figtree',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
