import { useFrameWords } from '@/components/ui/page-locale';
import { LOCALE_ENDONYMS, SITE_LOCALES, localeHref } from '@/lib/shared/site-locale';

/**
 * The same page in each of the site's locales, each named in its own language: plain links, so the choice is the URL
 * (no cookie, nothing stored). `path` is the page's path without a locale (`/about`). `compact` (the header's top
 * bar) leaves the language being read out below `sm`, where a phone's bar has room for the others only.
 */
export default function LanguageSwitcher({
  path,
  compact = false,
  className = '',
}: {
  path: string;
  compact?: boolean;
  className?: string;
}) {
  const { locale, t } = useFrameWords();
  return (
    <nav aria-label={t('Language')} className={className}>
      <ul className="flex items-center gap-3">
        {SITE_LOCALES.map((code) => (
          <li key={code} className={compact && code === locale ? 'hidden sm:list-item' : undefined}>
            <a
              href={localeHref(code, path)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={code === locale ? 'underline underline-offset-4' : 'hover:text-accent'}
            >
              {LOCALE_ENDONYMS[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
