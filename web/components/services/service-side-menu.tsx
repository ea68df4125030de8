'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { serviceMenu, serviceOverview, type ServiceMenuLink } from '@/config/service-menu';
import { useFrameWords } from '@/components/ui/page-locale';

/**
 * Side menu of every service page. Below the md breakpoint it collapses behind a disclosure button;
 * the open state is remembered per path, so it folds itself away again after a navigation.
 */
export default function ServiceSideMenu() {
  const { t, label } = useFrameWords();
  const pathname = usePathname();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === pathname;
  const listId = useId();

  return (
    <nav aria-label={t('Services')} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="hidden border-b border-slate-200 px-5 py-4 text-lg font-semibold text-brand-dark md:block">
        {t('Our services')}
      </h2>
      <button
        type="button"
        className="flex w-full items-center justify-between gap-3 px-5 py-4 text-left text-base font-semibold text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenFor(open ? null : pathname)}
      >
        <span>{t('Service menu')}</span>
        <span aria-hidden="true" className="text-xl leading-none">
          {open ? '−' : '+'}
        </span>
      </button>
      <div
        id={listId}
        className={`${open ? 'block' : 'hidden'} border-t border-slate-200 px-3 pb-4 md:block md:border-t-0 md:pt-2`}
      >
        <ul className="mt-2">
          <li>
            <MenuLink link={serviceOverview} label={label(serviceOverview.label)} current={pathname === serviceOverview.href} />
          </li>
        </ul>
        {serviceMenu.map((group) => (
          <div key={group.title} className="mt-4">
            <h3 className="px-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{label(group.title)}</h3>
            <ul className="mt-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} label={label(link.label)} current={pathname === link.href} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

function MenuLink({ link, label, current }: { link: ServiceMenuLink; label: string; current: boolean }) {
  return (
    <Link
      href={link.href}
      aria-current={current ? 'page' : undefined}
      className={`block rounded-md px-2 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
        current ? 'bg-brand font-semibold text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-dark'
      }`}
    >
      {label}
    </Link>
  );
}
