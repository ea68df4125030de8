import { formatRate } from './format';
import { converterMessages, rateMessages } from './public-messages';
import type { SiteLocale } from './site-locale';

/**
 * The words of the exchange rates (the card, the converter, the rates over time) in each locale. English is the
 * spec's (public-messages.ts, quoted exactly) with the site's own; French says the same, in the bank's terms.
 */
const english = {
  ...rateMessages,
  converter: converterMessages,
  title: 'Exchange Rates',
  today: "Today's rates",
  columns: { currency: 'Currency', buy: 'Buy Rate', sell: 'Sell Rate' },
  caption: 'Buy and sell rates in Gambian dalasi',
  indicative: (phone: string) =>
    `Rates are indicative and may change during the day. For large transactions, please contact your branch or call ${phone}.`,
  history: {
    heading: 'Rates over time',
    intro: 'Our buy and sell rates for each currency over the last 30 and 90 days, in dalasi, as each change was published.',
    last90: (name: string) => `${name}: the last 90 days`,
    none: (name: string, days: number) => `No changes of the ${name} rate are recorded for these ${days} days.`,
    chartTitle: (name: string, code: string, days: number) => `${name} (${code}) buy and sell rates in dalasi, last ${days} days`,
    today: 'Today',
    sellLine: 'Sell rate (we sell)',
    buyLine: 'Buy rate (we buy)',
    asTable: (name: string) => `The ${name} rate's changes as a table`,
    tableCaption: (name: string, days: number) =>
      `Changes of the ${name} rate, last ${days} days; the first row is the rate in effect when they start`,
    changedOn: 'Changed on',
    buy: 'Buy (GMD)',
    sell: 'Sell (GMD)',
  },
};

export type RateWords = typeof english;

const french: RateWords = {
  loading: 'Chargement des taux...',
  failed: 'Impossible de récupérer les taux de change',
  errorPrefix: 'Erreur\u00a0: ',
  empty: 'Aucun taux disponible',
  retry: 'Réessayer',
  converter: {
    heading: 'Convertisseur de devises',
    amount: 'Montant',
    from: 'De',
    to: 'Vers',
    swap: 'Inverser les devises',
    result: (amount, from, result, to) => `${amount} ${from} = ${result} ${to}`,
    viaDalasi: (from, buy, to, sell) =>
      `En passant par le dalasi\u00a0: la banque achète le ${from} à ${formatRate(buy, 'fr')} et vend le ${to} à ${formatRate(sell, 'fr')}.`,
    errors: {
      amount: 'Saisissez un montant supérieur à 0.',
      currency: 'Il n’y a pas de taux pour cette devise aujourd’hui.',
      same: 'Choisissez deux devises différentes.',
    },
    indicative:
      'Aux taux affichés ci-dessus\u00a0; à titre indicatif, arrondi à 2 décimales. Votre agence confirme le taux de chaque opération.',
    asOf: (when) => `Taux au ${when}`,
  },
  title: 'Taux de change',
  today: 'Les taux du jour',
  columns: { currency: 'Devise', buy: 'Achat', sell: 'Vente' },
  caption: 'Taux d’achat et de vente en dalasi gambien',
  indicative: (phone) =>
    `Les taux sont indicatifs et peuvent changer dans la journée. Pour les opérations importantes, contactez votre agence ou appelez le ${phone}.`,
  history: {
    heading: 'Les taux dans le temps',
    intro:
      'Nos taux d’achat et de vente de chaque devise sur les 30 et 90 derniers jours, en dalasi, tels que chaque changement a été publié.',
    last90: (name) => `${name}\u00a0: les 90 derniers jours`,
    none: (name, days) => `${name}\u00a0: aucun changement du taux n’est enregistré sur ces ${days} jours.`,
    chartTitle: (name, code, days) => `${name} (${code})\u00a0: taux d’achat et de vente en dalasi, ${days} derniers jours`,
    today: 'Aujourd’hui',
    sellLine: 'Taux de vente (nous vendons)',
    buyLine: 'Taux d’achat (nous achetons)',
    asTable: (name) => `${name}\u00a0: les changements du taux sous forme de tableau`,
    tableCaption: (name, days) =>
      `${name}\u00a0: changements du taux, ${days} derniers jours\u00a0; la première ligne est le taux en vigueur au début de la période`,
    changedOn: 'Date du changement',
    buy: 'Achat (GMD)',
    sell: 'Vente (GMD)',
  },
};

export const rateWords: Readonly<Record<SiteLocale, RateWords>> = { en: english, fr: french };
