import { headScript } from '@/islands/inline-scripts';

/** The head script (islands/inline-scripts.ts): every public document (pages/_document.tsx, the 404) carries it. */
export function HeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: headScript }} />;
}

/**
 * The 1500 ms 'Loading...' splash, once per visit, as an overlay over the page. It is part of the server's HTML, so
 * it shows from the first paint with the page already drawn under it (it never delays the page), and a CSS animation
 * (globals.css, `.splash`) hides it after 1500 ms: no JavaScript has to load for it to appear or go. The spinner
 * does not turn for reduced motion.
 */
export default function Splash({ message }: { message: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="splash fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-white"
    >
      <span aria-hidden="true" className="splash-spinner h-12 w-12 rounded-full border-4 border-brand-100 border-t-brand" />
      <p className="text-lg font-semibold text-brand">{message}</p>
    </div>
  );
}
