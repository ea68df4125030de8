import { Fragment, type ReactNode } from 'react';

/** One line of a directory card; a line whose value is empty is left out. */
export type Detail = { label: string; value: ReactNode; valueClassName?: string };

/** One card of a directory: who (a branch, a bank), where (its address or country), and its label/value lines. */
export type DirectoryEntry = {
  id: string;
  name: string;
  subtitle: string;
  details: Detail[];
  /** Shown under the subtitle (a branch's "open now" line). */
  status?: ReactNode;
  /** After the details (a branch's schema.org data). */
  after?: ReactNode;
};

/**
 * `page`: the directory is the page (the branches, in the site's card style). `section`: the directory sits inside
 * a section of a service page (the correspondent banks), in lighter cards that do not compete with the page's own.
 */
const looks = {
  page: {
    list: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
    card: 'card flex flex-col p-5',
    name: 'text-lg font-semibold text-brand-dark',
    subtitle: 'mt-1 text-slate-700',
    details: 'mt-4',
  },
  section: {
    list: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
    card: 'flex flex-col rounded-lg border border-slate-200 bg-slate-50 p-4',
    name: 'text-base font-semibold text-brand-dark',
    subtitle: 'text-sm font-medium text-slate-500',
    details: 'mt-3',
  },
} as const;

/** The cards of a directory (the branches, the correspondent banks): name, subtitle, then the details in two columns. */
export default function Directory({ entries, look }: { entries: readonly DirectoryEntry[]; look: keyof typeof looks }) {
  const style = looks[look];
  return (
    <ul className={style.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={style.card}>
          <h3 className={style.name}>{entry.name}</h3>
          <p className={style.subtitle}>{entry.subtitle}</p>
          {entry.status ? <p className="mt-2">{entry.status}</p> : null}
          <dl className={`${style.details} grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm`}>
            {entry.details
              .filter((detail) => detail.value)
              .map((detail) => (
                <Fragment key={detail.label}>
                  <dt className="font-semibold text-slate-600">{detail.label}</dt>
                  <dd className={detail.valueClassName}>{detail.value}</dd>
                </Fragment>
              ))}
          </dl>
          {entry.after}
        </li>
      ))}
    </ul>
  );
}
