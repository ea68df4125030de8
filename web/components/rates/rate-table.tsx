import type { ExchangeRate } from '@bank/shared';

/** Shown for a currency whose rate has no icon of its own. */
const DEFAULT_ICON = '🌐';

/** One column heading of a rates table: its text and its classes. */
export type ColumnHead = { label: string; className: string };

/**
 * The heading row of a rates table (the public exchange-rate card, the fixed-deposit rates): one `<th scope="col">`
 * a column, so each table only says its columns and their look.
 */
export function ColumnHeads({ rowClassName, columns }: { rowClassName: string; columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A currency's row heading in an exchange-rate table, the public card's and the staff editor's alike: its icon
 * (decorative, a globe when the rate has none) before its code.
 */
export function CurrencyRowHeader({
  rate,
  className,
  iconClassName,
  role,
}: {
  rate: Pick<ExchangeRate, 'currency' | 'icon'>;
  className: string;
  iconClassName: string;
  /** Stated where the table's layout changes on a phone (StaffTable): the header keeps its meaning there. */
  role?: 'rowheader';
}) {
  return (
    <th scope="row" role={role} className={className}>
      <span aria-hidden="true" className={iconClassName}>
        {rate.icon || DEFAULT_ICON}
      </span>
      {rate.currency}
    </th>
  );
}
