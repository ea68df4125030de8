import Link from 'next/link';
import LinkTiles, { type LinkTile } from '@/components/ui/link-tiles';

/** The link tiles of the dashboards and the news admin, in a navigation landmark named after the screen. */
export function StaffTileGrid({ tiles, label }: { tiles: readonly LinkTile[]; label: string }) {
  return (
    <nav aria-label={label}>
      <LinkTiles look="staff" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" link={Link} tiles={tiles} />
    </nav>
  );
}
