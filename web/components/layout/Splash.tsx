'use client';

import { useEffect, useState } from 'react';
import { splashMessage } from '@/lib/public-messages';

const SPLASH_MS = 1500;
const SEEN_KEY = 'splash-seen';

/**
 * The 1500 ms 'Loading...' splash, once per visit. It mounts after hydration as an overlay, so the page under it
 * is already painted (it never delays the page's own content). The spinner does not spin for reduced motion.
 */
export default function Splash() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let seen = true;
    try {
      seen = sessionStorage.getItem(SEEN_KEY) === '1';
    } catch {
      // Storage blocked (private mode): skip the splash rather than show it on every page.
    }
    if (seen) return;
    const show = setTimeout(() => setVisible(true), 0);
    const hide = setTimeout(() => {
      setVisible(false);
      sessionStorage.setItem(SEEN_KEY, '1');
    }, SPLASH_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, []);

  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-white"
    >
      <span
        aria-hidden="true"
        className="h-12 w-12 rounded-full border-4 border-brand-100 border-t-brand motion-safe:animate-spin"
      />
      <p className="text-lg font-semibold text-brand">{splashMessage}</p>
    </div>
  );
}
