import type { ReactNode } from 'react';

/**
 * The table of the staff list screens (ATM status, exchange rates): a scrolling card with a row of column headings
 * over the screen's own rows, so both tables look alike from one place.
 */
export function StaffTable({ headings, children }: { headings: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-gray-200">
        <thead className="bg-gray-100">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 text-left text-sm font-semibold text-gray-900">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">{children}</tbody>
      </table>
    </div>
  );
}
