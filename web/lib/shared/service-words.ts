import { messages } from './messages';
import type { SiteLocale } from './site-locale';

/**
 * The words the service pages share (the closing call to action, the account-opening and features sections, the
 * mini statement fact, the notice of terms not yet read) in each locale.
 */
const english = {
  callToAction: {
    heading: 'Ready to get started?',
    text: (branches: number) =>
      `Visit any of our ${branches} branches with a valid ID, or call us and a customer service officer will walk you through the requirements.`,
    findBranch: 'Find a branch',
    forms: 'Application forms',
    call: (phone: string) => `Call ${phone}`,
  },
  whatYouNeed: 'What you need',
  featuresAndBenefits: 'Features and benefits',
  miniStatement: { label: 'Mini statement', value: (transactions: number) => `The last ${transactions} transactions` },
  termsUnavailable: messages.productTermsUnavailable as string,
};

export type ServiceWords = typeof english;

const french: ServiceWords = {
  callToAction: {
    heading: 'Prêt à commencer\u00a0?',
    text: (branches) =>
      `Rendez-vous dans l’une de nos ${branches} agences avec une pièce d’identité valide, ou appelez-nous\u00a0: un conseiller du service clientèle vous indiquera les pièces à fournir.`,
    findBranch: 'Trouver une agence',
    forms: 'Formulaires',
    call: (phone) => `Appeler le ${phone}`,
  },
  whatYouNeed: 'Les pièces à fournir',
  featuresAndBenefits: 'Caractéristiques et avantages',
  miniStatement: { label: 'Mini-relevé', value: (transactions) => `Les ${transactions} dernières opérations` },
  termsUnavailable:
    'Les frais et soldes de ce service sont en cours de mise à jour. Appelez-nous ou rendez-vous dans une agence pour connaître les montants actuels.',
};

export const serviceWords: Readonly<Record<SiteLocale, ServiceWords>> = { en: english, fr: french };
