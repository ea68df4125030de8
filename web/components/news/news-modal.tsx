'use client';

import { useId } from 'react';
import Modal from '@/components/ui/modal';
import ResponsiveImage from '@/components/ui/responsive-image';
import { formatDate, isoDate } from '@/lib/shared/format';
import type { NewsItem } from '@/lib/shared/cms-types';

/** The Read More dialog: image, title, author, date, full text and Close. */
export default function NewsModal({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={item !== null} onClose={onClose} labelledBy={titleId} className="max-w-3xl">
      {item ? (
        <article>
          {item.image_url ? (
            <div className="relative -mx-6 -mt-6 mb-6 aspect-[16/9] bg-slate-200 sm:-mx-8 sm:-mt-8">
              <ResponsiveImage
                src={item.image_url}
                alt=""
                fill
                sizes="(min-width: 768px) 672px, 100vw"
                className="object-cover"
              />
            </div>
          ) : null}
          <p className="text-xs font-bold tracking-wider text-accent-ink uppercase">{item.category}</p>
          <h2 id={titleId} className="mt-1 text-2xl leading-tight font-bold text-brand">
            {item.title}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            By {item.author_name} · <time dateTime={isoDate(item.date)}>{formatDate(item.date)}</time>
          </p>
          <div className="mt-5 space-y-4 leading-relaxed whitespace-pre-line text-slate-700">{item.full_text}</div>
        </article>
      ) : null}
    </Modal>
  );
}
