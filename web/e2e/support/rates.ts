import type { ExchangeRate as Rate } from '@bank/shared';
import type { CmsApi } from '../fixtures';

/** The expected result in minor units (formatMoney's input), rounded to 2 decimals, as the converter rounds. */
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100);

/** Today's rates as the CMS gives them, with the dollar's and the euro's that the converter tests work with. */
export async function todaysRates(cmsApi: CmsApi): Promise<{ rates: Rate[]; usd: Rate; eur: Rate }> {
  const rates = await cmsApi.get<Rate[]>('/api/get_exchange_rates');
  const usd = rates.find((rate) => rate.currency === 'USD') as Rate;
  const eur = rates.find((rate) => rate.currency === 'EUR') as Rate;
  return { rates, usd, eur };
}
