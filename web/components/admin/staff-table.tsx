/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the explicit table roles are not redundant: below the `sm` width the
   table is laid out as cards (display: block, app/globals.css `.staff-table`), and a table whose display is changed
   loses its row and cell semantics in some browsers unless the roles are stated. */
import type { ReactNode } from 'react';

/**
 * The table of the staff list screens (ATM status, exchange rates), so both look alike from one place. From the `sm`
 * width up it is a table with a row of column headings; on a phone each row is a card, with each cell's column
 * heading above it (the cell's `data-label`, see StaffCell), so nothing scrolls sideways at 320 px.
 */
export function StaffTable({ headings, children }: { headings: readonly string[]; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white shadow-sm sm:overflow-x-auto">
      <table role="table" className="staff-table min-w-full divide-y divide-gray-200">
        <thead role="rowgroup" className="bg-gray-100">
          <tr role="row">
            {headings.map((heading) => (
              <th
                key={heading}
                role="columnheader"
                scope="col"
                className="px-4 py-3 text-left text-sm font-semibold text-gray-900"
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-gray-200">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A row of a StaffTable; its first child is a StaffRowHeader. */
export function StaffRow({ children }: { children: ReactNode }) {
  return <tr role="row">{children}</tr>;
}

/** The cell that names a row (the ATM's location, the currency). */
export function StaffRowHeader({ id, className, children }: { id?: string; className: string; children: ReactNode }) {
  return (
    <th id={id} role="rowheader" scope="row" className={className}>
      {children}
    </th>
  );
}

/** A cell of a StaffTable; `label` is its column's heading, shown above it when the row is a card. */
export function StaffCell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" data-label={label} className={className ?? 'px-4 py-3'}>
      {children}
    </td>
  );
}
