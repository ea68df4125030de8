'use client';

import { useState } from 'react';
import Modal from '@/components/ui/modal';
import ResponsiveImage from '@/components/ui/responsive-image';
import type { Person } from '@/lib/shared/cms-types';

type PeopleGridProps = { people: Person[] };

const imageSizes = '(min-width: 1280px) 240px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw';

/** A grid of profile cards; each card is a button opening the person's biography in a modal. */
export default function PeopleGrid({ people }: PeopleGridProps) {
  const [selected, setSelected] = useState<Person | null>(null);

  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4 xl:grid-cols-5">
        {people.map((person) => (
          <li key={person.id}>
            <button
              type="button"
              onClick={() => setSelected(person)}
              aria-haspopup="dialog"
              className="group flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="relative block aspect-square w-full overflow-hidden bg-brand-50">
                <ResponsiveImage
                  src={person.image_url}
                  alt=""
                  fill
                  sizes={imageSizes}
                  className="object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </span>
              <span className="flex flex-1 flex-col p-3 sm:p-4">
                <span className="font-semibold text-brand-dark">{person.name}</span>
                <span className="mt-1 text-sm text-slate-600">{person.position}</span>
                <span className="mt-auto pt-3 text-sm font-semibold text-accent-ink group-hover:underline">View profile</span>
              </span>
            </button>
          </li>
        ))}
      </ul>

      <Modal open={selected !== null} onClose={() => setSelected(null)} title={selected?.name}>
        {selected ? (
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <div className="relative mx-auto aspect-square w-40 flex-none overflow-hidden rounded-xl bg-brand-50 sm:mx-0 sm:w-48">
              <ResponsiveImage
                src={selected.image_url}
                alt={`Portrait of ${selected.name}`}
                fill
                sizes="192px"
                className="object-cover"
              />
            </div>
            <div>
              <p className="font-semibold text-accent-ink">{selected.position}</p>
              <p className="mt-3 leading-relaxed text-slate-700">{selected.description}</p>
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
