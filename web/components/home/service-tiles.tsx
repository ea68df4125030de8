import Link from '@/components/ui/link';
import type { ReactNode } from 'react';

type Tile = { title: string; text: string; href: string; icon: ReactNode };

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  className: 'h-7 w-7',
  'aria-hidden': true,
} as const;

/** Spec: Retail Banking links to /services/accounts; the other three to /services/accounts/. */
const tiles: readonly Tile[] = [
  {
    title: 'Retail Banking',
    text: 'Current, savings, student and fixed-deposit accounts for every stage of life.',
    href: '/services/accounts',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
    ),
  },
  {
    title: 'Corporate Banking',
    text: 'Corporate current and foreign currency accounts with a dedicated relationship manager.',
    href: '/services/accounts/',
    icon: (
      <svg {...iconProps}>
        <path d="M3 21h18M5 21V7l7-4 7 4v14M9 10h1M14 10h1M9 14h1M14 14h1M10 21v-3h4v3" />
      </svg>
    ),
  },
  {
    title: 'E-Banking',
    text: 'ATMs, mobile banking, RTGS and ACP/ACH payments, 24 hours a day, 7 days a week.',
    href: '/services/accounts/',
    icon: (
      <svg {...iconProps}>
        <rect x="6" y="2" width="12" height="20" rx="2" />
        <path d="M11 18h2" />
      </svg>
    ),
  },
  {
    title: 'International',
    text: 'Transfers, trade finance and a network of correspondent banks around the world.',
    href: '/services/accounts/',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
    ),
  },
];

export default function ServiceTiles() {
  return (
    <section aria-labelledby="services-heading" className="relative z-10 -mt-10 pb-4">
      <h2 id="services-heading" className="sr-only">
        Our services
      </h2>
      <ul className="container-page grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.title}>
            <Link
              href={tile.href}
              className="group card flex h-full flex-col p-6 shadow-lg transition hover:-translate-y-1 hover:shadow-xl"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand transition-colors group-hover:bg-brand group-hover:text-accent">
                {tile.icon}
              </span>
              <span className="mt-4 text-lg font-bold text-brand">{tile.title}</span>
              <span className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{tile.text}</span>
              <span className="mt-4 text-sm font-semibold text-accent-ink group-hover:underline">
                Learn more <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
