import Link from '@/components/ui/link';
import { site } from '@/config/site';
import { telHref as tel } from '@/lib/tel-href';
import Island from '@/components/islands/island';
import CurrentYear from './current-year';
import Logo from './logo';
import { AppleIcon, MailIcon, PhoneIcon, PinIcon, PlayIcon, SocialIcon } from './icons';

const quickLinks = [
  { label: 'About us', href: '/about' },
  { label: 'Branches', href: '/about/branches' },
  { label: 'Accounts', href: '/services/accounts' },
  { label: 'Exchange Rates', href: '/services/exchange-rates' },
  { label: 'ATM Locator', href: '/services/e-banking/atm' },
  { label: 'Careers', href: '/careers' },
  { label: 'Fraud Protection Tips', href: '/fraud/tips' },
  { label: 'Contact', href: '/contact' },
];

export default function Footer() {
  return (
    <footer className="on-dark bg-brand-dark text-slate-200">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed text-slate-300">
            {site.tagline}. Serving customers since {site.founded}, with {site.staff} staff in {site.locations} locations.
          </p>
          <ul className="flex gap-3" aria-label="Social media">
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
                    {site.name} on {network.name} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">Contact us</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <PinIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
              <span>
                {site.address.street}, {site.address.city}, {site.address.country}
              </span>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
              <span>
                <a href={tel(site.phone.main)} className="hover:text-accent">
                  {site.phone.main}
                </a>{' '}
                ({site.phone.extensions.join(', ')})
              </span>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
              <span>
                Office:{' '}
                <a href={tel(site.office)} className="hover:text-accent">
                  {site.office}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
              <a href={`mailto:${site.email}`} className="hover:text-accent">
                {site.email}
              </a>
            </li>
          </ul>
          <h3 className="mt-6 text-sm font-bold text-white">Hotline</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {site.hotlines.map((number) => (
              <li key={number}>
                <a href={tel(number)} className="hover:text-accent">
                  {number}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">Quick links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-accent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">Bank on the go</h2>
          <p className="mt-4 text-sm text-slate-300">
            Check balances, transfer money and pay bills with the {site.name} mobile app.
          </p>
          <ul className="mt-4 flex flex-col gap-3">
            {site.appStores.map((store) => (
              <li key={store.name}>
                <a
                  href={store.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-w-44 items-center gap-3 rounded-lg border border-white/25 bg-black/30 px-4 py-2 hover:border-accent"
                >
                  {store.name === 'App Store' ? <AppleIcon /> : <PlayIcon />}
                  <span className="flex flex-col leading-tight">
                    <span className="text-[0.7rem] text-slate-300">
                      {store.name === 'App Store' ? 'Download on the' : 'Get it on'}
                    </span>
                    <span className="font-semibold text-white">{store.name}</span>
                  </span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <Link
            href="/services/e-banking/mobile-banking"
            className="mt-4 inline-block text-sm font-semibold text-accent hover:underline"
          >
            Learn about mobile banking →
          </Link>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-slate-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYearIsland /> {site.legalName}. All rights reserved.
          </p>
          <p>{site.webDesignCredit}</p>
        </div>
      </div>
    </footer>
  );
}

function CurrentYearIsland() {
  const renderedYear = new Date().getFullYear();
  return <Island name="current-year" component={CurrentYear} props={{ renderedYear }} as="span" />;
}
