/**
 * Rates over time: what /services/exchange-rates says and draws of a currency's history
 * (GET /api/exchange-rates/history): the text summary, the change in percent and the chart's lines, all pure.
 *
 * Money is never a binary float here: a rate is read once into integer rate units, ten-thousandths of a dalasi
 * (hundredths of a butut: the CFA franc's D0.121 is 12.1 bututs), and every sum, comparison and percentage is integer
 * arithmetic on them. Rounding rule of a change: the percentage to one decimal, half away from zero
 * (`percentChangeTenths`).
 */
import type { RateHistory, RatePoint } from '@bank/shared';
import type { SiteLocale } from './site-locale';

/** Rate units in one dalasi. */
const UNITS_PER_DALASI = 10_000;

/** A rate as integer ten-thousandths of a dalasi: 71.2 → 712000, 0.121 → 1210. The one place a float is read. */
export const rateUnits = (value: number): number => Math.round(value * UNITS_PER_DALASI);

/**
 * Rate units as the site shows rates: two to four decimals, thousands grouped: 712000 → '71.20', 1210 → '0.121'; in
 * French '71,20', and a narrow space between thousands.
 */
export function formatUnits(units: number, locale: SiteLocale = 'en'): string {
  const sign = units < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(units) / UNITS_PER_DALASI);
  const fraction = String(Math.abs(units) % UNITS_PER_DALASI)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${sign}${whole.toLocaleString(NUMBER_LOCALES[locale])}${locale === 'fr' ? ',' : '.'}${fraction}`;
}

/** The Intl locale of each site locale's numbers and dates. */
const NUMBER_LOCALES: Readonly<Record<SiteLocale, string>> = { en: 'en-GB', fr: 'fr-FR' };

/** A rate in dalasi as the site writes money: 'D71.25' in English, '71,25 D' in French (docs/adr/0009). */
export function dalasiUnits(units: number, locale: SiteLocale = 'en'): string {
  return locale === 'fr' ? `${formatUnits(units, locale)}\u00a0D` : `D${formatUnits(units, locale)}`;
}

/**
 * The change from `before` to `after` in tenths of a percent, rounded half away from zero: 1000 × (after − before) ÷
 * before in integers, so 71.20 → 72.20 is 14 (1.4%) and a change of exactly 0.05% rounds to 0.1%. `before` must be
 * positive (rates are).
 */
export function percentChangeTenths(before: number, after: number): number {
  if (!Number.isSafeInteger(before) || !Number.isSafeInteger(after) || before <= 0) {
    throw new RangeError('percentChangeTenths takes integer rate units, the first one positive');
  }
  const scaled = Math.abs(after - before) * 1000;
  const rounded = Math.floor((2 * scaled + before) / (2 * before));
  return after < before && rounded > 0 ? -rounded : rounded;
}

/** 14 → 'up 1.4%', -3 → 'down 0.3%', 0 → 'unchanged'; in French 'en hausse de 1,4 %', 'inchangé'. */
export function describeChange(tenths: number, locale: SiteLocale = 'en'): string {
  const size = Math.abs(tenths);
  if (locale === 'fr') {
    if (tenths === 0) return 'inchangé';
    return `${tenths > 0 ? 'en hausse' : 'en baisse'} de ${Math.floor(size / 10)},${size % 10}\u202f%`;
  }
  if (tenths === 0) return 'unchanged';
  return `${tenths > 0 ? 'up' : 'down'} ${Math.floor(size / 10)}.${size % 10}%`;
}

/** Currency names as the bank writes them; another code is shown as its code. */
const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'Pound sterling',
  CHF: 'Swiss franc',
  SEK: 'Swedish krona',
  XOF: 'CFA franc',
  CAD: 'Canadian dollar',
  CNY: 'Chinese yuan',
};

const FRENCH_CURRENCY_NAMES: Readonly<Record<string, string>> = {
  USD: 'Dollar américain',
  EUR: 'Euro',
  GBP: 'Livre sterling',
  CHF: 'Franc suisse',
  SEK: 'Couronne suédoise',
  XOF: 'Franc CFA',
  CAD: 'Dollar canadien',
  CNY: 'Yuan chinois',
};

export const currencyName = (code: string, locale: SiteLocale = 'en'): string =>
  (locale === 'fr' ? FRENCH_CURRENCY_NAMES : CURRENCY_NAMES)[code] ?? code;

const dayFormats = Object.fromEntries(
  Object.entries(NUMBER_LOCALES).map(([locale, tag]) => [
    locale,
    {
      short: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'Africa/Banjul' }),
      long: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Banjul' }),
    },
  ]),
) as Record<SiteLocale, { short: Intl.DateTimeFormat; long: Intl.DateTimeFormat }>;

/** '29 Oct' ('29 oct.'): a day of the chart's axis, in The Gambia. */
export const shortDay = (iso: string, locale: SiteLocale = 'en'): string => dayFormats[locale].short.format(new Date(iso));
/** '29 October 2026' ('29 octobre 2026'): a day of the table, in The Gambia. */
export const longDay = (iso: string, locale: SiteLocale = 'en'): string => dayFormats[locale].long.format(new Date(iso));

/** A point in rate units. */
interface UnitPoint {
  time: number;
  buy: number;
  sell: number;
}

const unitPoints = (points: readonly RatePoint[]): UnitPoint[] =>
  points.map((point) => ({ time: Date.parse(point.at), buy: rateUnits(point.buy), sell: rateUnits(point.sell) }));

/** What the page says of one window: the sentence, and the changes it is made of. */
export interface RateSummary {
  /** 'US dollar: we sell at D72.75, up 1.4% in 30 days, and buy at D71.25, up 1.5%.' */
  text: string;
  sellTenths: number;
  buyTenths: number;
}

/**
 * The summary of a window: today's sell and buy rates and their change since the window opened (the rate in effect
 * then), or since the first change recorded when the currency's history starts inside the window. Null without points.
 */
export function summarise(history: RateHistory, locale: SiteLocale = 'en'): RateSummary | null {
  const points = unitPoints(history.points);
  if (points.length === 0) return null;
  const first = points[0];
  const last = points[points.length - 1];
  const sellTenths = percentChangeTenths(first.sell, last.sell);
  const buyTenths = percentChangeTenths(first.buy, last.buy);
  const whole = first.time < Date.parse(history.from);
  const since = longDay(history.points[0].at, locale);
  const name = currencyName(history.currency, locale);
  const [sell, buy] = [dalasiUnits(last.sell, locale), dalasiUnits(last.buy, locale)];
  const [sellChange, buyChange] = [describeChange(sellTenths, locale), describeChange(buyTenths, locale)];
  const text =
    locale === 'fr'
      ? `${name}\u00a0: nous vendons à ${sell}, ${sellChange} ${whole ? `en ${history.days} jours` : `depuis le ${since}`}, ` +
        `et achetons à ${buy}, ${buyChange}.`
      : `${name}: we sell at ${sell}, ${sellChange} ${whole ? `in ${history.days} days` : `since ${since}`}, ` +
        `and buy at ${buy}, ${buyChange}.`;
  return { text, sellTenths, buyTenths };
}

/** The drawing area of a chart, in the SVG's own units (the SVG stretches to its box; lines keep their width). */
export const CHART = { width: 1000, height: 300, top: 12, bottom: 12 } as const;

/** The lines of a chart, the range they span, and where its axis labels go. */
export interface ChartGeometry {
  /** SVG path data: a step line (a rate holds until it changes) across the whole window. */
  buyPath: string;
  sellPath: string;
  /** The highest and lowest rate drawn (rate units), at the top and bottom of the drawing area. */
  highUnits: number;
  lowUnits: number;
}

/** One decimal is enough for the SVG's 1000 units; no float rate is involved (positions only). */
const coordinate = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * The chart of a window: buy and sell as step lines from `from` to `to`, scaled between the lowest and highest rate
 * shown; a flat series (or a single point) is a line across the middle. A point before `from` (the rate in effect
 * when the window opens) starts at the left edge. Null without points.
 */
export function chartGeometry(history: RateHistory): ChartGeometry | null {
  const points = unitPoints(history.points);
  if (points.length === 0) return null;
  const from = Date.parse(history.from);
  const to = Math.max(Date.parse(history.to), from + 1);
  const rates = points.flatMap((point) => [point.buy, point.sell]);
  const lowUnits = Math.min(...rates);
  const highUnits = Math.max(...rates);
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const x = (time: number) => (Math.min(Math.max(time, from), to) - from) * (CHART.width / (to - from));
  const y = (units: number) =>
    highUnits === lowUnits ? CHART.height / 2 : CHART.top + ((highUnits - units) * plotHeight) / (highUnits - lowUnits);
  const path = (rate: (point: UnitPoint) => number) => {
    const [first, ...rest] = points;
    const steps = rest.map((point) => `H${coordinate(x(point.time))}V${coordinate(y(rate(point)))}`).join('');
    return `M${coordinate(x(first.time))} ${coordinate(y(rate(first)))}${steps}H${CHART.width}`;
  };
  return { buyPath: path((point) => point.buy), sellPath: path((point) => point.sell), highUnits, lowUnits };
}
