import type { ComponentType, ReactNode } from 'react';

/** A tile that is one whole link: its title, and on the larger looks a line of text and an icon. */
export type LinkTile = { href: string; title: string; text?: string; icon?: ReactNode };

type LinkComponent = ComponentType<{ href: string; className: string; children: ReactNode }>;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

type Look = {
  tile: string;
  /** Without it, the title is the link's bare text. */
  title?: string;
  text?: string;
  /** Ends the tile with "Learn more →". */
  more?: boolean;
};

/**
 * `feature`: the home page's service tiles (icon, title, text, "Learn more"). `category`: the services page's
 * families (title and text on a tinted card). `staff`: the dashboards' tiles (a title, centred).
 */
const looks: Record<'feature' | 'category' | 'staff', Look> = {
  feature: {
    tile: 'group card flex h-full flex-col p-6 shadow-lg transition hover:-translate-y-1 hover:shadow-xl',
    title: 'mt-4 text-lg font-bold text-brand',
    text: 'mt-2 flex-1 text-sm leading-relaxed text-slate-600',
    more: true,
  },
  category: {
    tile: `flex h-full flex-col rounded-xl border-t-4 border-accent bg-slate-50 p-5 hover:bg-slate-100 ${focusRing}`,
    title: 'text-lg font-semibold text-brand-dark',
    text: 'mt-2 text-sm text-slate-600',
  },
  staff: {
    tile: `flex h-full min-h-24 items-center justify-center rounded-lg border border-gray-200 bg-white p-6 text-center text-lg font-semibold text-brand shadow-sm transition hover:border-brand hover:shadow-md ${focusRing}`,
  },
};

/**
 * A grid of link tiles. `className` lays the grid out; `link` is the anchor to render (components/ui/link on the
 * public pages, a page load in the page's locale; Next's client-side `Link` on the staff screens).
 */
export default function LinkTiles({
  tiles,
  look,
  className,
  link: Link,
}: {
  tiles: readonly LinkTile[];
  look: keyof typeof looks;
  className: string;
  link: LinkComponent;
}) {
  const style = looks[look];
  return (
    <ul className={className}>
      {tiles.map((tile) => (
        <li key={tile.title}>
          <Link href={tile.href} className={style.tile}>
            {tile.icon ? (
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand transition-colors group-hover:bg-brand group-hover:text-accent">
                {tile.icon}
              </span>
            ) : null}
            {style.title ? <span className={style.title}>{tile.title}</span> : tile.title}
            {tile.text ? <span className={style.text}>{tile.text}</span> : null}
            {style.more ? (
              <span className="mt-4 text-sm font-semibold text-accent-ink group-hover:underline">
                Learn more <span aria-hidden="true">→</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
