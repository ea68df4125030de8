import type { site } from '@/content/bank-details';
import { useFrameWords } from '@/components/ui/page-locale';
import ExternalLink from './external-link';
import { AppleIcon, PlayIcon } from './icons';

type AppStore = (typeof site.appStores)[number];

/** A link to the bank's app in one app store, with the store's logo and wording: in the footer and the home page's app prompt. */
export default function AppStoreBadge({
  store,
  className,
  nameClassName,
}: {
  store: AppStore;
  className: string;
  nameClassName: string;
}) {
  const { t } = useFrameWords();
  const apple = store.name === 'App Store';
  return (
    <ExternalLink href={store.href} className={className}>
      {apple ? <AppleIcon /> : <PlayIcon />}
      <span className="flex flex-col leading-tight">
        <span className="text-[0.7rem] text-slate-300">{apple ? t('Download on the') : t('Get it on')}</span>
        <span className={nameClassName}>{store.name}</span>
      </span>
    </ExternalLink>
  );
}
