import Link from 'next/link';

export interface StaffTile {
  label: string;
  href: string;
}

/** The link tiles of the dashboards and the news admin. */
export function StaffTileGrid({ tiles, label }: { tiles: readonly StaffTile[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link
              href={tile.href}
              className="flex h-full min-h-24 items-center justify-center rounded-lg border border-gray-200 bg-white p-6 text-center text-lg font-semibold text-brand shadow-sm transition hover:border-brand hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {tile.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
