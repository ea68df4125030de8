import type { ReactNode } from 'react';

export type KeyFact = { label: string; value: ReactNode };

/** The headline terms of a product as a definition list, laid out as tiles. */
export default function KeyFacts({ facts }: { facts: KeyFact[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-lg border-l-4 border-accent bg-slate-50 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{fact.label}</dt>
          <dd className="mt-1 text-base font-semibold text-brand-dark">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
