import { Fragment, type ReactNode } from 'react';

/** One line of a directory card; a line whose value is empty is left out. */
export type Detail = { label: string; value: ReactNode; valueClassName?: string };

/** The label/value lines of a directory card (a branch, a correspondent bank), labels in a column of their own. */
export default function DetailList({ details, className }: { details: Detail[]; className: string }) {
  return (
    <dl className={`${className} grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm`}>
      {details
        .filter((detail) => detail.value)
        .map((detail) => (
          <Fragment key={detail.label}>
            <dt className="font-semibold text-slate-600">{detail.label}</dt>
            <dd className={detail.valueClassName}>{detail.value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
