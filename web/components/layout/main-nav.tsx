'use client';

import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { useFrameWords } from '@/components/ui/page-locale';
import DesktopMenu from './desktop-menu';
import { LockIcon } from './icons';
import MobileMenu from './mobile-menu';

type MainNavProps = {
  onlineBankingUrl: string;
  /** The page's path without its locale, for the mobile menu's language switcher. */
  path: string;
};

/**
 * The main menu: hover/keyboard dropdowns from xl up (DesktopMenu), a hamburger with +/− groups below (MobileMenu).
 * Both close when the route changes. The Online Banking button sits beside them and opens the external site in a new tab.
 */
export default function MainNav({ onlineBankingUrl, path }: MainNavProps) {
  const { t } = useFrameWords();
  const pathname = usePathname() ?? '/';
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const baseId = useId();

  // Close every menu on navigation (state adjusted during render, React's pattern for derived resets).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpenIndex(null);
    setMobileOpen(false);
  }

  return (
    <>
      <DesktopMenu baseId={baseId} pathname={pathname} openIndex={openIndex} onOpenIndexChange={setOpenIndex} />

      <div className="flex items-center gap-1.5 sm:gap-2">
        <a
          href={onlineBankingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-accent px-3 whitespace-nowrap shadow-sm sm:px-5"
        >
          <LockIcon className="hidden h-4 w-4 sm:block" />
          {t('Online Banking')}
          <span className="sr-only"> {t('(opens in a new tab)')}</span>
        </a>
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-brand hover:bg-brand-50 sm:h-11 sm:w-11 xl:hidden"
          aria-expanded={mobileOpen}
          aria-controls={`${baseId}-mobile`}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="sr-only">{mobileOpen ? t('Close menu') : t('Open menu')}</span>
          <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            {mobileOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
          </svg>
        </button>
      </div>

      <MobileMenu
        id={`${baseId}-mobile`}
        open={mobileOpen}
        pathname={pathname}
        path={path}
        onNavigate={() => setMobileOpen(false)}
      />
    </>
  );
}
