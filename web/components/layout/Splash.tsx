import { splashMessage } from '@/lib/public-messages';

const SEEN_KEY = 'splash-seen';

/**
 * Runs in the document's <head>, before anything is painted. It marks <html> with `js` at once and with `painted`
 * when the browser reports the page's first contentful paint: the splash's spinner and the home page's moving strips
 * wait for that (globals.css), because an animation running from the first frame held the first paint back.
 * Then, on the first page of a visit, it records the visit and lets the splash show; on later pages it marks <html>
 * with `splash-seen`, so the splash is never drawn. Storage blocked: no splash, rather than one on every page.
 * (Public pages have no client-side navigation: each page is a new document.)
 */
const headScript = `(function(){var c=document.documentElement.classList;c.add('js');try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();c.add('painted')}}).observe({type:'paint',buffered:true})}catch(e){c.add('painted')}try{if(sessionStorage.getItem('${SEEN_KEY}')){c.add('splash-seen')}else{sessionStorage.setItem('${SEEN_KEY}','1')}}catch(e){c.add('splash-seen')}})()`;

/** The head script above: every public document (pages/_document.tsx, the 404) carries it. */
export function HeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: headScript }} />;
}

/**
 * The 1500 ms 'Loading...' splash, once per visit, as an overlay over the page. It is part of the server's HTML, so
 * it shows from the first paint with the page already drawn under it (it never delays the page), and a CSS animation
 * (globals.css, `.splash`) hides it after 1500 ms: no JavaScript has to load for it to appear or go. The spinner
 * does not turn for reduced motion.
 */
export default function Splash() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="splash fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-white"
    >
      <span
        aria-hidden="true"
        className="splash-spinner h-12 w-12 rounded-full border-4 border-brand-100 border-t-brand"
      />
      <p className="text-lg font-semibold text-brand">{splashMessage}</p>
    </div>
  );
}
