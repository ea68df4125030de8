import type { SiteLocale } from '@/lib/shared/site-locale';

/**
 * What a customer brings to a branch to open an account, in the words every account page uses: one place to change
 * when the bank's opening rules change. Each page adds what is particular to its account.
 */
export const accountRequirements = {
  openingForm: 'A completed account opening form',
  identity: 'A valid national ID card, passport or driving licence',
  photographs: 'Two recent passport-size photographs',
} as const;

/** The same, in each locale of the site. */
export const accountRequirementsIn: Readonly<Record<SiteLocale, Record<keyof typeof accountRequirements, string>>> = {
  en: accountRequirements,
  fr: {
    openingForm: 'Un formulaire d’ouverture de compte rempli',
    identity: 'Une carte d’identité nationale, un passeport ou un permis de conduire en cours de validité',
    photographs: 'Deux photos d’identité récentes',
  },
};
