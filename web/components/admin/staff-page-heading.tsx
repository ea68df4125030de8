import Link from 'next/link';

/** The heading of a staff screen, with an optional link back to the screen it was opened from. */
export function StaffPageHeading({ title, back }: { title: string; back?: { href: string; label: string } }) {
  return (
    <div className="mb-6">
      {back ? (
        <Link
          href={back.href}
          className="text-sm font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          ← {back.label}
        </Link>
      ) : null}
      <h1 className="mt-1 text-2xl font-bold text-gray-900">{title}</h1>
    </div>
  );
}
