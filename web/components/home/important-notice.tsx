import type { ImportantDocument } from '@/lib/shared/cms-types';

/** The fixed notice texts of SPEC.md section 9. */
export const noticeTicker: readonly string[] = [
  'Cheque threshold via the clearing platform: D50,000 and below from 15 July 2024.',
  'Monthly e-banking fee: D15.00 from 1 October 2021, on savings and current accounts.',
  'ATM card replacement: no more than 3 working days.',
  'Channels are available 24 hours a day, 7 days a week.',
  '18 branches.',
];

function TickerItems({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul
      className={`flex shrink-0 items-center motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:gap-y-2 ${hidden ? 'motion-reduce:hidden' : ''}`}
      aria-hidden={hidden || undefined}
    >
      {noticeTicker.map((text) => (
        <li key={text} className="flex items-center px-6 whitespace-nowrap motion-reduce:whitespace-normal">
          <span aria-hidden="true" className="mr-3 h-2 w-2 rounded-full bg-accent" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/**
 * Important Notice: a scrolling ticker of the fixed texts (CSS only; paused on hover and for reduced motion) and
 * the important-notice PDFs, each opening in a new tab.
 */
export default function ImportantNotice({ documents }: { documents: readonly ImportantDocument[] }) {
  return (
    <section aria-labelledby="notice-heading" className="container-page py-10">
      <div className="overflow-hidden rounded-2xl border border-amber-200 bg-amber-50 shadow-sm">
        <div className="flex flex-col md:flex-row">
          <h2
            id="notice-heading"
            className="flex shrink-0 items-center gap-2 bg-accent px-5 py-3 text-base font-bold text-brand-dark"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1ZM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
            </svg>
            Important Notice
          </h2>
          {/* For reduced motion the ticker stands still and its texts wrap: nothing to scroll (or to reach by keyboard). */}
          <div className="group relative flex min-w-0 flex-1 items-center overflow-hidden py-3 text-sm font-medium text-slate-800">
            <div className="motion-strip flex w-max animate-ticker motion-reduce:w-auto group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]">
              <TickerItems />
              <TickerItems hidden />
            </div>
          </div>
        </div>
        {documents.length > 0 ? (
          <div className="border-t border-amber-200 px-5 py-4">
            <h3 className="text-sm font-bold text-brand">Important links</h3>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {documents.map((doc) => (
                <li key={doc.url}>
                  <a
                    href={doc.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-start gap-2 text-sm font-semibold text-brand underline-offset-2 hover:underline"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      className="mt-0.5 h-4 w-4 shrink-0"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      aria-hidden="true"
                    >
                      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
                      <path d="M14 2v6h6M9 15h6M9 11h2" />
                    </svg>
                    {doc.title}
                    <span className="sr-only"> (PDF, opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
