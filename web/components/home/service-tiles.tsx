import Link from '@/components/ui/link';
import LinkTiles from '@/components/ui/link-tiles';
import type { ReactNode } from 'react';
import { pages } from '@/config/routes';
import LabelledSection from '@/components/content/labelled-section';

/** `drawing`: the shapes of the tile's outline icon, on a 24-unit grid. */
type Tile = { title: string; text: string; href: string; drawing: ReactNode };

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  className: 'h-7 w-7',
  'aria-hidden': true,
} as const;

/**
 * Spec: Retail Banking links to /services/accounts; the other three to /services/accounts/, the same page. All four
 * link to its canonical address, without the trailing slash, which would cost a 308 redirect first.
 */
const familyHref = pages.accounts.href;

const tiles: readonly Tile[] = [
  {
    title: 'Retail Banking',
    text: 'Current, savings, student and fixed-deposit accounts for every stage of life.',
    href: pages.accounts.href,
    drawing: (
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </>
    ),
  },
  {
    title: 'Corporate Banking',
    text: 'Corporate current and foreign currency accounts with a dedicated relationship manager.',
    href: familyHref,
    drawing: <path d="M3 21h18M5 21V7l7-4 7 4v14M9 10h1M14 10h1M9 14h1M14 14h1M10 21v-3h4v3" />,
  },
  {
    title: 'E-Banking',
    text: 'ATMs, mobile banking, RTGS and ACP/ACH payments, 24 hours a day, 7 days a week.',
    href: familyHref,
    drawing: (
      <>
        <rect x="6" y="2" width="12" height="20" rx="2" />
        <path d="M11 18h2" />
      </>
    ),
  },
  {
    title: 'International',
    text: 'Transfers, trade finance and a network of correspondent banks around the world.',
    href: familyHref,
    drawing: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </>
    ),
  },
];

export default function ServiceTiles() {
  return (
    <LabelledSection id="services-heading" title="Our services" className="relative z-10 -mt-10 pb-4" headingClassName="sr-only">
      <LinkTiles
        link={Link}
        look="feature"
        className="container-page grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        tiles={tiles.map(({ drawing, ...tile }) => ({ ...tile, icon: <svg {...iconProps}>{drawing}</svg> }))}
      />
    </LabelledSection>
  );
}
