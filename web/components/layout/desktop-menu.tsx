'use client';

import Link from '@/components/ui/link';
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { groupHoldsPath, isCurrentPath, isMenuGroup, mainMenu, type MenuGroup } from '@/config/menu';
import { useFrameWords } from '@/components/ui/page-locale';
import { ChevronDownIcon } from './icons';
import { currentUnderline as underline } from './nav-styles';

/** The desktop menu (from xl up): top-level links and hover/keyboard dropdowns; one dropdown open at a time. */
export default function DesktopMenu({
  baseId,
  pathname,
  openIndex,
  onOpenIndexChange,
}: {
  baseId: string;
  pathname: string;
  openIndex: number | null;
  onOpenIndexChange: (index: number | null) => void;
}) {
  const { t, label } = useFrameWords();
  return (
    <nav aria-label={t('Main')} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {mainMenu.map((entry, index) =>
          isMenuGroup(entry) ? (
            <DesktopGroup
              key={entry.label}
              group={entry}
              id={`${baseId}-group-${index}`}
              pathname={pathname}
              open={openIndex === index}
              onOpenChange={(open) => onOpenIndexChange(open ? index : null)}
            />
          ) : (
            <li key={entry.href}>
              <Link
                href={entry.href}
                aria-current={isCurrentPath(pathname, entry.href) ? 'page' : undefined}
                className={`block rounded-md px-2 py-2 whitespace-nowrap 2xl:px-3 text-[0.95rem] font-semibold text-slate-700 hover:text-brand ${
                  isCurrentPath(pathname, entry.href) ? `text-brand ${underline}` : ''
                }`}
              >
                {label(entry.label)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
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

  const { label } = useFrameWords();
  return (
    <li className="relative" onMouseEnter={() => onOpenChange(true)} onMouseLeave={() => onOpenChange(false)} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKeyDown}
        className={`flex items-center gap-1 rounded-md px-2 py-2 whitespace-nowrap 2xl:px-3 text-[0.95rem] font-semibold hover:text-brand ${
          active ? `text-brand ${underline}` : 'text-slate-700'
        }`}
      >
        {label(group.label)}
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
                  {label(child.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
