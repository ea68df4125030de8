import Link from '@/components/ui/link';
import type { ReactNode } from 'react';

const linkClass =
  'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** An inline link in body copy. Internal paths use next/link; anything else (tel:, mailto:, https:) a plain anchor. */
export default function TextLink({
  href,
  children,
  external = false,
}: {
  href: string;
  children: ReactNode;
  external?: boolean;
}) {
  if (external) {
    return (
      <a href={href} className={linkClass} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={linkClass}>
        {/* The span keeps children typed as an element: next's types resolve a different @types/react copy. */}
        <span>{children}</span>
      </Link>
    );
  }
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}
