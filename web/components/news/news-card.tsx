import type { ReactNode } from 'react';
import { formatDate, isoDate } from '@/lib/shared/format';
import type { NewsItem } from '@/lib/shared/cms-types';

type NewsCardProps = {
  item: NewsItem;
  /** The card's picture (NewsCardImage), rendered by the caller: on the server where it can be. */
  picture: ReactNode;
  onReadMore: (item: NewsItem) => void;
};

const categoryColours: Record<NewsItem['category'], string> = {
  News: 'bg-brand text-white',
  Events: 'bg-accent text-brand-dark',
  Donation: 'bg-success text-white',
};

/** A news card: image, category, author, date, title, summary and Read More. */
export default function NewsCard({ item, picture, onReadMore }: NewsCardProps) {
  return (
    <article className="card flex h-full flex-col overflow-hidden transition hover:shadow-lg">
      <div className="relative aspect-[16/10] bg-slate-200">
        {picture}
        <span className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold ${categoryColours[item.category]}`}>
          {item.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap gap-x-2 text-xs font-medium text-slate-600">
          <span>{item.author_name}</span>
          <span aria-hidden="true">•</span>
          <time dateTime={isoDate(item.date)}>{formatDate(item.date)}</time>
        </p>
        <h3 className="mt-2 text-lg leading-snug font-bold text-brand">{item.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">{item.summary}</p>
        <button type="button" onClick={() => onReadMore(item)} className="btn-outline mt-4 self-start">
          Read More<span className="sr-only">: {item.title}</span>
        </button>
      </div>
    </article>
  );
}
