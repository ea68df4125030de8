import ResponsiveImage from '@/components/ui/responsive-image';
import type { Partner } from '@/lib/shared/cms-types';

function Logos({ partners, hidden = false }: { partners: readonly Partner[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center gap-12 pr-12 sm:gap-16 sm:pr-16" aria-hidden={hidden || undefined}>
      {partners.map((partner) => (
        <li key={partner.id || partner.name} className="shrink-0">
          <a
            href={partner.url}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={hidden ? -1 : undefined}
            className="flex h-16 w-36 items-center justify-center rounded-lg opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
          >
            <ResponsiveImage
              src={partner.logo_url}
              alt={hidden ? '' : partner.name}
              width={144}
              height={64}
              className="max-h-16 w-auto object-contain"
            />
            {hidden ? null : <span className="sr-only"> (opens in a new tab)</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The partners band: an auto-scrolling strip of logos (CSS only, paused on hover and for reduced motion). */
export default function PartnersStrip({ partners }: { partners: readonly Partner[] }) {
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners-heading" className="border-y border-slate-200 bg-white py-10">
      <div className="container-page">
        <h2 id="partners-heading" className="text-center text-sm font-bold tracking-widest text-slate-600 uppercase">
          Our partners
        </h2>
      </div>
      <div className="group relative mt-6 overflow-x-auto motion-safe:overflow-hidden">
        <div className="motion-strip flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]">
          {/* Four copies, moving by half: the strip never shows a gap, even at 1440 px. */}
          <Logos partners={partners} />
          <Logos partners={partners} hidden />
          <Logos partners={partners} hidden />
          <Logos partners={partners} hidden />
        </div>
        <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 w-16 bg-gradient-to-r from-white" />
        <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-16 bg-gradient-to-l from-white" />
      </div>
    </section>
  );
}
