import type { RateHistory } from '@bank/shared';
import {
  CHART,
  chartGeometry,
  currencyName,
  formatUnits,
  longDay,
  rateUnits,
  shortDay,
  summarise,
} from '@/lib/shared/rate-history';
import { rateWords } from '@/lib/shared/rate-words';
import { useLocalised, useTextLocale } from '@/components/ui/page-locale';

/** How the two lines are told apart without colour: sell solid, buy dashed (the legend says so). */
const SELL_STROKE = { stroke: 'var(--color-brand)', strokeWidth: 2.5 } as const;
const BUY_STROKE = { stroke: 'var(--color-accent-ink)', strokeWidth: 2.5, strokeDasharray: '6 4' } as const;

function LegendLine({ dashed }: { dashed?: boolean }) {
  return (
    <svg aria-hidden="true" width="28" height="8" viewBox="0 0 28 8" className="inline-block align-middle">
      <line x1="0" y1="4" x2="28" y2="4" {...(dashed ? BUY_STROKE : SELL_STROKE)} />
    </svg>
  );
}

/**
 * One currency's buy and sell over one window (30 or 90 days), drawn on the server: an SVG with its accessible name
 * (role="img", labelled by its title and described by the summary), the summary in words, and the table of the changes
 * in a <details> (no script). The SVG stretches to its box; the rates at its top and bottom and the window's first and
 * last day are HTML text beside it, so they stay readable at 320 px.
 */
export default function RateHistoryChart({ history, id }: { history: RateHistory; id: string }) {
  const words = useLocalised(rateWords).history;
  const locale = useTextLocale();
  const geometry = chartGeometry(history);
  const summary = summarise(history, locale);
  const name = currencyName(history.currency, locale);
  if (!geometry || !summary) {
    return <p className="text-sm text-slate-600">{words.none(name, history.days)}</p>;
  }
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const flat = geometry.highUnits === geometry.lowUnits;
  return (
    <div className="space-y-3">
      <p id={summaryId} className="text-slate-800" data-testid="rate-summary">
        {summary.text}
      </p>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-14 shrink-0 flex-col justify-between py-1 text-right font-mono text-xs text-slate-600 tabular-nums"
        >
          <span>{formatUnits(geometry.highUnits, locale)}</span>
          {flat ? null : <span>{formatUnits(geometry.lowUnits, locale)}</span>}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-labelledby={titleId}
            aria-describedby={summaryId}
            viewBox={`0 0 ${CHART.width} ${CHART.height}`}
            preserveAspectRatio="none"
            className="block h-40 w-full rounded border border-slate-200 bg-slate-50 sm:h-48"
          >
            <title id={titleId}>{words.chartTitle(name, history.currency, history.days)}</title>
            <path d={geometry.sellPath} fill="none" vectorEffect="non-scaling-stroke" {...SELL_STROKE} />
            <path d={geometry.buyPath} fill="none" vectorEffect="non-scaling-stroke" {...BUY_STROKE} />
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{shortDay(history.from, locale)}</span>
            <span>{words.today}</span>
          </div>
        </div>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>
          <LegendLine /> {words.sellLine}
        </span>
        <span>
          <LegendLine dashed /> {words.buyLine}
        </span>
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand">{words.asTable(name)}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{words.tableCaption(name, history.days)}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-600 uppercase">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {words.changedOn}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {words.buy}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {words.sell}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.points.map((point, index) => (
                <tr key={`${point.at}-${index}`} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1.5 pr-4 font-normal text-slate-800">
                    <time dateTime={point.at}>{longDay(point.at, locale)}</time>
                  </th>
                  <td className="py-1.5 pr-4 text-right font-mono tabular-nums">{formatUnits(rateUnits(point.buy), locale)}</td>
                  <td className="py-1.5 text-right font-mono tabular-nums">{formatUnits(rateUnits(point.sell), locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
