import type { ComponentType, ReactNode } from 'react';
import Link from '@/components/ui/link';
import { useFrameWords } from '@/components/ui/page-locale';
import { pages, relabel, type PageLink } from '@/config/routes';
import { site } from '@/content/bank-details';
import { telHref as tel } from '@/lib/shared/tel-href';
import Island from '@/islands/island';
import AppStoreBadge from './app-store-badge';
import CurrentYear from './current-year';
import Logo from './logo';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons';

const quickLinks: readonly PageLink[] = [
  relabel(pages.about, 'About us'),
  pages.branches,
  pages.accounts,
  pages.exchangeRates,
  relabel(pages.atm, 'ATM Locator'),
  pages.careers,
  pages.fraudTips,
  pages.contact,
];

const hotlineLinks = site.hotlines.map((number) => ({ label: number, href: tel(number) }));

export default function Footer() {
  const { t, label } = useFrameWords();
  return (
    <footer className="on-dark bg-brand-dark text-slate-200">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed text-slate-300">
            {t('{tagline}. Serving customers since {founded}, with {staff} staff in {locations} locations.', {
              tagline: label(site.tagline),
              founded: label(site.founded),
              staff: label(site.staff),
              locations: site.locations,
            })}
          </p>
          <ul className="flex gap-3" aria-label={t('Social media')}>
            {site.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent hover:text-brand-dark"
                >
                  <SocialIcon name={network.name} />
                  <span className="sr-only">
                    {t('{name} on {network} (opens in a new tab)', { name: site.name, network: network.name })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterColumn title={t('Contact us')}>
          <ul className="mt-4 space-y-3 text-sm">
            <ContactLine icon={PinIcon}>
              <span>
                {site.address.street}, {site.address.city}, {site.address.country}
              </span>
            </ContactLine>
            <ContactLine icon={PhoneIcon}>
              <span>
                <a href={tel(site.phone.main)} className="hover:text-accent">
                  {site.phone.main}
                </a>{' '}
                ({site.phone.extensions.join(', ')})
              </span>
            </ContactLine>
            <ContactLine icon={PhoneIcon}>
              <span>
                {t('Office:')}{' '}
                <a href={tel(site.office)} className="hover:text-accent">
                  {site.office}
                </a>
              </span>
            </ContactLine>
            <ContactLine icon={MailIcon}>
              <a href={`mailto:${site.email}`} className="hover:text-accent">
                {site.email}
              </a>
            </ContactLine>
          </ul>
          <h3 className="mt-6 text-sm font-bold text-white">{t('Hotline')}</h3>
          <LinkList links={hotlineLinks} className="mt-2 space-y-1 text-sm" />
        </FooterColumn>

        <FooterColumn title={t('Quick links')}>
          <LinkList
            links={quickLinks.map((link) => ({ ...link, label: label(link.label) }))}
            className="mt-4 space-y-2 text-sm"
          />
        </FooterColumn>

        <FooterColumn title={t('Bank on the go')}>
          <p className="mt-4 text-sm text-slate-300">
            {t('Check balances, transfer money and pay bills with the {name} mobile app.', { name: site.name })}
          </p>
          <ul className="mt-4 flex flex-col gap-3">
            {site.appStores.map((store) => (
              <li key={store.name}>
                <AppStoreBadge
                  store={store}
                  className="inline-flex min-w-44 items-center gap-3 rounded-lg border border-white/25 bg-black/30 px-4 py-2 hover:border-accent"
                  nameClassName="font-semibold text-white"
                />
              </li>
            ))}
          </ul>
          <Link
            href="/services/e-banking/mobile-banking"
            className="mt-4 inline-block text-sm font-semibold text-accent hover:underline"
          >
            {t('Learn about mobile banking →')}
          </Link>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-slate-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYearIsland /> {site.legalName}. {t('All rights reserved.')}
          </p>
          <p>{label(site.webDesignCredit)}</p>
        </div>
      </div>
    </footer>
  );
}

/** One of the footer's columns under its heading. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-base font-bold text-white">{title}</h2>
      {children}
    </div>
  );
}

/** A line of the footer's contact details, behind its icon. */
function ContactLine({ icon: Icon, children }: { icon: ComponentType<{ className?: string }>; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
      {children}
    </li>
  );
}

/** A plain list of the footer's links (quick links, hotline numbers). */
function LinkList({ links, className }: { links: readonly { label: string; href: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="hover:text-accent">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CurrentYearIsland() {
  const renderedYear = new Date().getFullYear();
  return <Island name="current-year" component={CurrentYear} props={{ renderedYear }} as="span" />;
}
