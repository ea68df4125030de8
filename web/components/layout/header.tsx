import Link from '@/components/ui/link';
import { useFrameWords } from '@/components/ui/page-locale';
import { site } from '@/content/bank-details';
import { telHref } from '@/lib/shared/tel-href';
import Logo from './logo';
import Island from '@/islands/island';
import MainNav from './main-nav';
import { PhoneIcon, PinIcon } from './icons';
import SiteSearchForm from '@/components/search/site-search-form';
import LanguageSwitcher from './language-switcher';

type HeaderProps = {
  onlineBankingUrl: string;
  /** The page's path without its locale (`/about`), for the language switcher's links to the same page. */
  path: string;
};

/**
 * The page header: a dark top bar (customer types, phone line, head office) that scrolls away, and the main bar
 * that stays stuck to the top. Only the menu is interactive (a client component, and an island where a page
 * has no client runtime); the search box is a plain form to /search.
 */
export default function Header({ onlineBankingUrl, path }: HeaderProps) {
  const { t } = useFrameWords();
  return (
    <header className="sticky -top-10 z-40">
      <div className="on-dark h-10 bg-brand-dark text-sm text-white">
        <div className="container-page flex h-full items-center justify-between gap-2 sm:gap-4">
          <nav aria-label={t('Customer type')}>
            <ul className="flex items-center gap-2 font-semibold sm:gap-4">
              <li>
                <Link href="/services/corporate-accounts/corporate-current" className="hover:text-accent">
                  {t('Business')}
                </Link>
              </li>
              <li aria-hidden="true" className="text-white/40">
                |
              </li>
              <li>
                <Link href="/services/retail-accounts/current-accounts" className="hover:text-accent">
                  {t('Personal')}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="flex min-w-0 items-center gap-2 sm:gap-6">
            <LanguageSwitcher path={path} compact className="shrink-0 font-semibold" />
            <a href={telHref(site.phone.main)} className="flex min-w-0 items-center gap-2 hover:text-accent">
              <PhoneIcon className="h-4 w-4 shrink-0 text-accent" />
              <span className="truncate">
                {site.phone.main}
                <span className="hidden sm:inline"> ({site.phone.extensions.join(', ')})</span>
              </span>
            </a>
            <p className="hidden items-center gap-2 xl:flex">
              <PinIcon className="h-4 w-4 text-accent" />
              {site.address.street}, {site.address.city}
            </p>
            {/* Desktop only: below lg the mobile menu holds the search box (MainNav). */}
            <SiteSearchForm id="header-search" variant="compact" className="hidden lg:flex" />
          </div>
        </div>
      </div>
      <div className="relative border-b border-slate-200 bg-white shadow-sm">
        <div className="container-page flex h-[4.5rem] items-center justify-between gap-3">
          <Link href="/" className="shrink-0 rounded-md">
            <Logo />
            <span className="sr-only"> {t('home page')}</span>
          </Link>
          <Island name="main-nav" component={MainNav} props={{ onlineBankingUrl, path }} />
        </div>
      </div>
    </header>
  );
}
