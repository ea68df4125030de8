import { site } from '@/content/bank-details';

/** The bank's word mark: a shield with a "T" and the name. Decorative shapes, the name is real text. */
export default function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 40 44" className="h-9 w-8 shrink-0 sm:h-10 sm:w-9" aria-hidden="true" focusable="false">
        <path d="M20 1 38 7v15c0 11-7.6 18.4-18 21C9.6 40.4 2 33 2 22V7Z" fill={inverted ? '#ffffff' : '#0b3d6e'} />
        <path d="M20 5.5 34 10v12c0 8.7-5.8 14.6-14 16.9C11.8 36.6 6 30.7 6 22V10Z" fill="#f2a900" />
        <path d="M12 14h16v4.5h-5.6V32h-4.8V18.5H12Z" fill={inverted ? '#072a4d' : '#0b3d6e'} />
      </svg>
      <span className="sr-only min-[370px]:hidden">{site.name}</span>
      <span className="hidden flex-col leading-none min-[370px]:flex">
        <span className={`text-lg font-extrabold tracking-tight sm:text-xl ${inverted ? 'text-white' : 'text-brand'}`}>
          {site.name}
        </span>
        <span
          className={`mt-1 text-[0.65rem] font-semibold tracking-[0.2em] uppercase ${inverted ? 'text-accent' : 'text-accent-ink'}`}
        >
          The Gambia
        </span>
      </span>
    </span>
  );
}
