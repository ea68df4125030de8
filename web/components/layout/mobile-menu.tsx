'use client';

import Link from '@/components/ui/link';
import { useFrameWords } from '@/components/ui/page-locale';
import { useState } from 'react';
import { groupHoldsPath, isCurrentPath, isMenuGroup, mainMenu } from '@/config/menu';
import SiteSearchForm from '@/components/search/site-search-form';
import LanguageSwitcher from './language-switcher';
import { currentUnderline as underline } from './nav-styles';

/** The menu below xl, opened by the header's button: the search box, then the links with +/− groups. */
export default function MobileMenu({
  id,
  open,
  pathname,
  path,
  onNavigate,
}: {
  id: string;
  open: boolean;
  pathname: string;
  path: string;
  onNavigate: () => void;
}) {
  const { t, label } = useFrameWords();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  function toggleGroup(index: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <nav
      id={id}
      aria-label={t('Main mobile')}
      hidden={!open}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl xl:hidden"
    >
      {/* Its links exist only while it is open: the same 21 links are in the desktop menu's HTML, and a phone
        should not hydrate a second, hidden copy of them on every page. */}
      {open ? (
        <div className="container-page flex flex-col gap-3 pt-4">
          <SiteSearchForm id={`${id}-search`} variant="menu" />
          <LanguageSwitcher path={path} className="font-semibold text-brand" />
        </div>
      ) : null}
      {open ? (
        <ul className="container-page divide-y divide-slate-100 py-2">
          {mainMenu.map((entry, index) =>
            isMenuGroup(entry) ? (
              <li key={entry.label}>
                <button
                  type="button"
                  aria-expanded={expanded.has(index)}
                  aria-controls={`${id}-${index}`}
                  onClick={() => toggleGroup(index)}
                  className={`flex w-full items-center justify-between py-3 text-left font-semibold ${
                    groupHoldsPath(entry, pathname) ? 'text-brand' : 'text-slate-800'
                  }`}
                >
                  {label(entry.label)}
                  <span aria-hidden="true" className="w-6 text-center text-xl leading-none text-brand">
                    {expanded.has(index) ? '−' : '+'}
                  </span>
                </button>
                <ul id={`${id}-${index}`} hidden={!expanded.has(index)} className="pb-2 pl-4">
                  {entry.children.map((child) => (
                    <li key={child.href}>
                      <MobileLink
                        href={child.href}
                        label={label(child.label)}
                        pathname={pathname}
                        onNavigate={() => onNavigate()}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.href}>
                <MobileLink
                  href={entry.href}
                  label={label(entry.label)}
                  pathname={pathname}
                  onNavigate={() => onNavigate()}
                  bold
                />
              </li>
            ),
          )}
        </ul>
      ) : null}
    </nav>
  );
}

function MobileLink({
  href,
  label,
  pathname,
  onNavigate,
  bold = false,
}: {
  href: string;
  label: string;
  pathname: string;
  onNavigate: () => void;
  bold?: boolean;
}) {
  const current = isCurrentPath(pathname, href);
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={`block py-2.5 ${bold ? 'font-semibold' : 'text-[0.95rem]'} ${
        current ? `text-brand ${underline} underline-offset-4` : 'text-slate-700 hover:text-brand'
      }`}
    >
      {label}
    </Link>
  );
}
