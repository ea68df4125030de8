import type { ReactNode } from 'react';

/** Body of a static information page: a readable text column with an optional side column (contacts, facts). */
export default function ArticleLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="container-page py-10 md:py-14">
      <div className={aside ? 'grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'max-w-4xl'}>
        <div className="min-w-0 space-y-8">{children}</div>
        {aside ? <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">{aside}</div> : null}
      </div>
    </div>
  );
}
