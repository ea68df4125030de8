import type { RateHistory } from '@bank/shared';
import {
  CHART,
  chartGeometry,
  describeChange,
  formatUnits,
  percentChangeTenths,
  rateUnits,
  shortDay,
  summarise,
} from './rate-history';

/** A 30-day window opening at midnight in Banjul (GMT) on 29 October, read at 14:05 on 27 November. */
const window30 = { currency: 'USD', days: 30 as const, from: '2026-10-29T00:00:00.000Z', to: '2026-11-27T14:05:00.000Z' };
const window90 = { currency: 'USD', days: 90 as const, from: '2026-08-30T00:00:00.000Z', to: '2026-11-27T14:05:00.000Z' };
const history = (points: RateHistory['points'], base: Omit<RateHistory, 'points'> = window30): RateHistory => ({
  ...base,
  points,
});

describe('rate units and the change in percent', () => {
  it('reads a rate once into integer ten-thousandths of a dalasi, without float error', () => {
    expect(rateUnits(71.2)).toBe(712000);
    expect(rateUnits(0.121)).toBe(1210);
    expect(rateUnits(1.005)).toBe(10050);
    expect(rateUnits(82.4)).toBe(824000);
  });

  it('shows rate units with two to four decimals', () => {
    expect(formatUnits(712000)).toBe('71.20');
    expect(formatUnits(727500)).toBe('72.75');
    expect(formatUnits(1210)).toBe('0.121');
    expect(formatUnits(6512)).toBe('0.6512');
    expect(formatUnits(12345000)).toBe('1,234.50');
  });

  it('rounds a change to one decimal of a percent, half away from zero', () => {
    expect(percentChangeTenths(700000, 710000)).toBe(14); // 1.428…% → 1.4%
    expect(percentChangeTenths(710000, 700000)).toBe(-14); // −1.408…% → −1.4%
    expect(percentChangeTenths(200000, 200100)).toBe(1); // exactly 0.05% → 0.1%
    expect(percentChangeTenths(200100, 200000)).toBe(0); // −0.04997…% → 0.0%
    expect(percentChangeTenths(200000, 199900)).toBe(-1); // exactly −0.05% → −0.1%
    expect(percentChangeTenths(1210, 1310)).toBe(83); // 8.264…% → 8.3%
    expect(percentChangeTenths(712000, 712000)).toBe(0);
    expect(() => percentChangeTenths(0, 1)).toThrow(RangeError);
    expect(() => percentChangeTenths(71.2, 72)).toThrow(RangeError);
  });

  it('says the change in words', () => {
    expect(describeChange(14)).toBe('up 1.4%');
    expect(describeChange(-3)).toBe('down 0.3%');
    expect(describeChange(120)).toBe('up 12.0%');
    expect(describeChange(0)).toBe('unchanged');
  });
});

describe('the summary', () => {
  it('a rising rate: today’s rates and their change since the window opened', () => {
    const summary = summarise(
      history([
        { at: '2026-10-20T10:00:00.000Z', buy: 69.8, sell: 70.2 },
        { at: '2026-11-10T10:00:00.000Z', buy: 70.5, sell: 70.9 },
        { at: '2026-11-26T10:00:00.000Z', buy: 70.8, sell: 71.2 },
      ]),
    );
    expect(summary?.text).toBe('US dollar: we sell at D71.20, up 1.4% in 30 days, and buy at D70.80, up 1.4%.');
  });

  it('a falling rate, and a currency without a name of its own', () => {
    const summary = summarise({
      ...history([
        { at: '2026-10-01T10:00:00.000Z', buy: 50, sell: 52 },
        { at: '2026-11-01T10:00:00.000Z', buy: 49, sell: 51.5 },
      ]),
      currency: 'NGN',
    });
    expect(summary).toEqual({
      text: 'NGN: we sell at D51.50, down 1.0% in 30 days, and buy at D49.00, down 2.0%.',
      sellTenths: -10,
      buyTenths: -20,
    });
  });

  it('a flat series is unchanged', () => {
    const flat = [
      { at: '2026-09-01T10:00:00.000Z', buy: 7.35, sell: 7.8 },
      { at: '2026-11-01T10:00:00.000Z', buy: 7.35, sell: 7.8 },
    ];
    expect(summarise(history(flat))?.text).toBe(
      'US dollar: we sell at D7.80, unchanged in 30 days, and buy at D7.35, unchanged.',
    );
  });

  it('a single point inside the window: unchanged since its day (a new currency)', () => {
    expect(summarise(history([{ at: '2026-11-20T09:00:00.000Z', buy: 0.121, sell: 0.131 }]))?.text).toBe(
      'US dollar: we sell at D0.131, unchanged since 20 November 2026, and buy at D0.121, unchanged.',
    );
  });

  it('30 and 90 days compare with the rate in effect when each window opens', () => {
    const points = [
      { at: '2026-08-20T10:00:00.000Z', buy: 60, sell: 62 },
      { at: '2026-10-28T23:59:59.000Z', buy: 70, sell: 70 },
      { at: '2026-11-20T10:00:00.000Z', buy: 70, sell: 71.4 },
    ];
    // The 30-day answer's first point is the change of 23:59:59 the day before it opens (the CMS's window).
    expect(summarise(history(points.slice(1), window30))?.sellTenths).toBe(20);
    expect(summarise(history(points, window90))?.sellTenths).toBe(152);
    expect(summarise(history(points, window90))?.text).toContain('up 15.2% in 90 days');
  });

  it('says nothing without points', () => {
    expect(summarise(history([]))).toBeNull();
    expect(chartGeometry(history([]))).toBeNull();
  });
});

describe('the chart', () => {
  it('a rising rate: step lines across the whole window, the highest rate at the top and the lowest at the bottom', () => {
    const geometry = chartGeometry(
      history([
        { at: '2026-10-20T10:00:00.000Z', buy: 70, sell: 71 },
        { at: '2026-11-12T19:02:30.000Z', buy: 71, sell: 72 },
      ]),
    );
    const bottom = CHART.height - CHART.bottom;
    // The rate in effect when the window opens starts at the left edge; the change is half way through the window.
    expect(geometry).toEqual({
      buyPath: `M0 ${bottom}H500V150H1000`,
      sellPath: `M0 150H500V${CHART.top}H1000`,
      highUnits: 720000,
      lowUnits: 700000,
    });
  });

  it('a falling rate goes down the chart', () => {
    const geometry = chartGeometry(
      history([
        { at: '2026-10-29T00:00:00.000Z', buy: 72, sell: 72 },
        { at: '2026-11-27T14:05:00.000Z', buy: 70, sell: 70 },
      ]),
    );
    expect(geometry?.sellPath).toBe(`M0 ${CHART.top}H1000V${CHART.height - CHART.bottom}H1000`);
  });

  it('a flat series and a single point are a line across the middle', () => {
    const flat = chartGeometry(
      history([
        { at: '2026-10-01T00:00:00.000Z', buy: 7.8, sell: 7.8 },
        { at: '2026-11-01T00:00:00.000Z', buy: 7.8, sell: 7.8 },
      ]),
    );
    expect(flat?.buyPath).toMatch(/^M0 150H\d+(\.\d)?V150H1000$/);
    expect(flat).toMatchObject({ highUnits: 78000, lowUnits: 78000 });
    const single = chartGeometry(history([{ at: '2026-11-12T19:02:30.000Z', buy: 0.121, sell: 0.121 }]));
    expect(single?.sellPath).toBe('M500 150H1000');
  });

  it('the same changes over 90 days take a third of the width they take over 30', () => {
    const points = [
      { at: '2026-10-20T00:00:00.000Z', buy: 70, sell: 71 },
      { at: '2026-11-27T14:05:00.000Z', buy: 71, sell: 72 },
    ];
    const in30 = chartGeometry(history([{ ...points[0], at: window30.from }, points[1]], window30));
    const in90 = chartGeometry(history(points, window90));
    expect(in30?.buyPath.startsWith('M0 ')).toBe(true);
    // 20 October is 51 of the 89.59 days of the 90-day window.
    expect(in90?.buyPath).toMatch(/^M569\.\d /);
  });

  it('labels days in The Gambia', () => {
    expect(shortDay('2026-10-29T00:00:00.000Z')).toBe('29 Oct');
    expect(shortDay('2026-10-28T23:59:59.000Z')).toBe('28 Oct');
  });
});

describe('in French', () => {
  it('writes rates with a decimal comma and money with the dalasi’s sign after it', () => {
    expect(formatUnits(712000, 'fr')).toBe('71,20');
    expect(formatUnits(12_345_000, 'fr')).toBe('1\u202f234,50');
    expect(describeChange(14, 'fr')).toBe('en hausse de 1,4\u202f%');
    expect(describeChange(-3, 'fr')).toBe('en baisse de 0,3\u202f%');
    expect(describeChange(0, 'fr')).toBe('inchangé');
    expect(shortDay('2026-10-29T00:00:00.000Z', 'fr')).toBe('29 oct.');
  });

  it('says the summary in French, the same figures as in English', () => {
    const points = [
      { at: '2026-10-20T10:00:00.000Z', buy: 69.8, sell: 70.2 },
      { at: '2026-11-26T10:00:00.000Z', buy: 70.8, sell: 71.2 },
    ];
    expect(summarise(history(points), 'fr')?.text).toBe(
      'Dollar américain\u00a0: nous vendons à 71,20\u00a0D, en hausse de 1,4\u202f% en 30 jours, et achetons à 70,80\u00a0D, en hausse de 1,4\u202f%.',
    );
    const recent = history([{ at: '2026-11-10T10:00:00.000Z', buy: 70.5, sell: 70.9 }]);
    expect(summarise(recent, 'fr')?.text).toBe(
      'Dollar américain\u00a0: nous vendons à 70,90\u00a0D, inchangé depuis le 10 novembre 2026, et achetons à 70,50\u00a0D, inchangé.',
    );
  });
});
