'use client';

import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { groupHoldsPath, isCurrentPath, isMenuGroup, mainMenu, type MenuGroup } from '@/config/menu';
import { ChevronDownIcon, LockIcon } from './Icons';
import SiteSearchForm from '@/components/search/SiteSearchForm';

type MainNavProps = { onlineBankingUrl: string };

const underline = 'underline decoration-accent decoration-[3px] underline-offset-[10px]';

/**
 * The main menu: hover/keyboard dropdowns from xl up, a hamburger with +/− groups below. Both close when the
 * route changes. The Online Banking button sits beside them and opens the external site in a new tab.
 */
export default function MainNav({ onlineBankingUrl }: MainNavProps) {
  const pathname = usePathname() ?? '/';
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [menuPath, setMenuPath] = useState(pathname);
  const baseId = useId();

  // Close every menu on navigation (state adjusted during render, React's pattern for derived resets).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpenIndex(null);
    setMobileOpen(false);
  }

  function toggleGroup(index: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <>
      <nav aria-label="Main" className="hidden xl:block">
        <ul className="flex items-center gap-1">
          {mainMenu.map((entry, index) =>
            isMenuGroup(entry) ? (
              <DesktopGroup
                key={entry.label}
                group={entry}
                id={`${baseId}-group-${index}`}
                pathname={pathname}
                open={openIndex === index}
                onOpenChange={(open) => setOpenIndex(open ? index : null)}
              />
            ) : (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  aria-current={isCurrentPath(pathname, entry.href) ? 'page' : undefined}
                  className={`block rounded-md px-3 py-2 text-[0.95rem] font-semibold text-slate-700 hover:text-brand ${
                    isCurrentPath(pathname, entry.href) ? `text-brand ${underline}` : ''
                  }`}
                >
                  {entry.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>

      <div className="flex items-center gap-1.5 sm:gap-2">
        <a
          href={onlineBankingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-accent px-3 whitespace-nowrap shadow-sm sm:px-5"
        >
          <LockIcon className="hidden h-4 w-4 sm:block" />
          Online Banking
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-brand hover:bg-brand-50 sm:h-11 sm:w-11 xl:hidden"
          aria-expanded={mobileOpen}
          aria-controls={`${baseId}-mobile`}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            {mobileOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
          </svg>
        </button>
      </div>

      <nav
        id={`${baseId}-mobile`}
        aria-label="Main mobile"
        hidden={!mobileOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl xl:hidden"
      >
        {/* Its links exist only while it is open: the same 21 links are in the desktop menu's HTML, and a phone
            should not hydrate a second, hidden copy of them on every page. */}
        {mobileOpen ? (
          <div className="container-page pt-4">
            <SiteSearchForm id={`${baseId}-search`} variant="menu" />
          </div>
        ) : null}
        {mobileOpen ? (
          <ul className="container-page divide-y divide-slate-100 py-2">
            {mainMenu.map((entry, index) =>
              isMenuGroup(entry) ? (
                <li key={entry.label}>
                  <button
                    type="button"
                    aria-expanded={expanded.has(index)}
                    aria-controls={`${baseId}-m-${index}`}
                    onClick={() => toggleGroup(index)}
                    className={`flex w-full items-center justify-between py-3 text-left font-semibold ${
                      groupHoldsPath(entry, pathname) ? 'text-brand' : 'text-slate-800'
                    }`}
                  >
                    {entry.label}
                    <span aria-hidden="true" className="w-6 text-center text-xl leading-none text-brand">
                      {expanded.has(index) ? '−' : '+'}
                    </span>
                  </button>
                  <ul id={`${baseId}-m-${index}`} hidden={!expanded.has(index)} className="pb-2 pl-4">
                    {entry.children.map((child) => (
                      <li key={child.href}>
                        <MobileLink
                          href={child.href}
                          label={child.label}
                          pathname={pathname}
                          onNavigate={() => setMobileOpen(false)}
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.href}>
                  <MobileLink
                    href={entry.href}
                    label={entry.label}
                    pathname={pathname}
                    onNavigate={() => setMobileOpen(false)}
                    bold
                  />
                </li>
              ),
            )}
          </ul>
        ) : null}
      </nav>
    </>
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

type DesktopGroupProps = {
  group: MenuGroup;
  id: string;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A dropdown following the disclosure pattern: a button with aria-expanded controlling a list of links. */
function DesktopGroup({ group, id, pathname, open, onOpenChange }: DesktopGroupProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const active = groupHoldsPath(group, pathname);

  function links(): HTMLAnchorElement[] {
    return Array.from(listRef.current?.querySelectorAll('a') ?? []);
  }

  function focusLink(index: number) {
    // The list becomes visible on the next paint when it was closed.
    requestAnimationFrame(() => {
      const all = links();
      all[(index + all.length) % all.length]?.focus();
    });
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onOpenChange(true);
      focusLink(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && open) {
      onOpenChange(false);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(-1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onOpenChange(false);
      triggerRef.current?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  }

  return (
    <li className="relative" onMouseEnter={() => onOpenChange(true)} onMouseLeave={() => onOpenChange(false)} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKeyDown}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-semibold hover:text-brand ${
          active ? `text-brand ${underline}` : 'text-slate-700'
        }`}
      >
        {group.label}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* pt-2 bridges the gap so the pointer can travel from the trigger into the list. */}
      <div className={`absolute top-full left-0 z-50 pt-2 ${open ? 'block' : 'hidden'}`}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on its links bubble up to the list */}
        <ul
          ref={listRef}
          id={id}
          onKeyDown={onListKeyDown}
          className="min-w-[250px] overflow-hidden rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
        >
          {group.children.map((child) => {
            const current = isCurrentPath(pathname, child.href);
            return (
              <li key={child.href}>
                <Link
                  href={child.href}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => onOpenChange(false)}
                  className={`block px-4 py-2.5 text-[0.95rem] hover:bg-brand-50 hover:text-brand ${
                    current ? `font-semibold text-brand ${underline} underline-offset-4` : 'text-slate-700'
                  }`}
                >
                  {child.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
