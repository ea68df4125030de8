import { useFrameWords } from '@/components/ui/page-locale';

type SiteSearchFormProps = {
  /** Unique per page: the header's box and the mobile menu's box can both be in the document. */
  id: string;
  /** The query to show (the /search page's own box). */
  defaultValue?: string;
  /** 'compact': the header's dark top bar; 'menu': the mobile menu; 'page': the /search page. */
  variant: 'compact' | 'menu' | 'page';
  className?: string;
};

const inputClass = {
  compact:
    'h-7 w-44 rounded-l-md border-0 bg-white/10 px-2.5 text-sm text-white placeholder:text-white/70 focus:bg-white/20 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
  menu: 'h-11 min-w-0 flex-1 rounded-l-lg border border-slate-300 bg-white px-3 text-slate-800 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none',
  page: 'h-12 min-w-0 flex-1 rounded-l-lg border border-slate-300 bg-white px-4 text-lg text-slate-800 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none',
};

const buttonClass = {
  compact: 'h-7 rounded-r-md bg-accent px-2 text-brand-dark hover:brightness-95',
  menu: 'h-11 rounded-r-lg bg-brand px-3 text-white hover:bg-brand-dark',
  page: 'h-12 rounded-r-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark',
};

/**
 * The site search box: a plain GET form to /search (works without JavaScript; no island of its own). A search
 * landmark, labelled for screen readers; the button shows a magnifier (and its word on the /search page).
 */
export default function SiteSearchForm({ id, defaultValue, variant, className = '' }: SiteSearchFormProps) {
  const { t, href } = useFrameWords();
  return (
    <form role="search" aria-label={t('Search the site')} action={href('/search')} method="get" className={`flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('Search the site')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={t('Search')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className={inputClass[variant]}
      />
      <button type="submit" className={`inline-flex items-center justify-center gap-2 ${buttonClass[variant]}`}>
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className={variant === 'page' ? '' : 'sr-only'}>{t('Search')}</span>
      </button>
    </form>
  );
}
