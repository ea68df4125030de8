/**
 * The bank's mark as the public pages' icon, written into each page as a data: URL (pages/_document.tsx): a phone then
 * makes no request for it while the page loads (a request that ends before the first paint is one Lighthouse counts as
 * waited for). The same markup is app/icon.svg, the staff screens' icon by Next's file convention; lib/shared/site-icon.test.ts
 * checks that the two agree.
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 44"><path d="M20 1 38 7v15c0 11-7.6 18.4-18 21C9.6 40.4 2 33 2 22V7Z" fill="#0b3d6e"/><path d="M20 5.5 34 10v12c0 8.7-5.8 14.6-14 16.9C11.8 36.6 6 30.7 6 22V10Z" fill="#f2a900"/><path d="M12 14h16v4.5h-5.6V32h-4.8V18.5H12Z" fill="#0b3d6e"/></svg>';

/** SITE_ICON_SVG as a data: URL (the Content-Security-Policy allows `img-src data:`, lib/server/csp.ts). */
export const SITE_ICON_URL = `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`;
