import type { SiteLocale } from './site-locale';

/**
 * The words of the site's frame (header, menus, footer, the splash, the language switcher and its notices) in French,
 * each under its English text, as gettext keeps a catalogue: the English is the key, so a text used in the frame and
 * missing here is a type error (`FrameText`), and the unit test checks the labels that come from data (the routes'
 * and menus' names). Banking terms as the bank's French-speaking customers read them (taux de change, dépôt à terme,
 * agence, distributeur). `{name}` marks a value put in by `frameWord`. Names of products and companies stay as the
 * bank writes them (Trust Alerts, Bayba Financial Services, RTGS).
 */
const FRENCH = {
  // The routes' names (config/routes.ts) and the menus' own (config/menu.ts, config/service-menu.ts, the footer).
  Home: 'Accueil',
  'Who we are': 'Qui sommes-nous',
  Branches: 'Agences',
  'Compliance Policies': 'Politiques de conformité',
  'Corporate Social Responsibility': 'Responsabilité sociale',
  Subsidiaries: 'Filiales',
  'Bayba Financial Services': 'Bayba Financial Services',
  'The Home Finance Company': 'The Home Finance Company',
  AGM: 'Assemblée générale',
  'Recognition and Awards': 'Distinctions et prix',
  'Our Services': 'Nos services',
  Accounts: 'Comptes',
  'Current Accounts': 'Comptes courants',
  'Savings Accounts': 'Comptes d’épargne',
  'Student Current Accounts': 'Comptes courants étudiants',
  'Student Savings Accounts': 'Comptes d’épargne étudiants',
  'Time / Fixed Deposit': 'Dépôt à terme',
  'Corporate Current Accounts': 'Comptes courants entreprises',
  'Foreign Currency Accounts': 'Comptes en devises',
  'ATM Services': 'Distributeurs (GAB)',
  'Mobile Banking': 'Banque mobile',
  RTGS: 'RTGS',
  'ACP / ACH': 'ACP / ACH',
  'Trust Alerts': 'Trust Alerts',
  'Exchange Rates': 'Taux de change',
  'Other Services': 'Autres services',
  'Loans & Advances': 'Prêts et avances',
  'International Banking': 'Banque internationale',
  'Correspondent Banking': 'Banques correspondantes',
  Careers: 'Carrières',
  'Fraud Prevention': 'Prévention de la fraude',
  'Types of Fraud': 'Types de fraude',
  'Fraud Protection Tips': 'Conseils contre la fraude',
  'Security For E-Banking': 'Sécurité de la banque en ligne',
  News: 'Actualités',
  Contact: 'Contact',
  Reports: 'Rapports',
  'Application Forms': 'Formulaires',
  'About us': 'À propos',
  Services: 'Services',
  Loans: 'Prêts',
  'E-Banking': 'Banque en ligne',
  International: 'International',
  Fraud: 'Fraude',
  Downloads: 'Documents',
  'ATM Locator': 'Trouver un distributeur',
  'All accounts & services': 'Tous les comptes et services',
  'Retail accounts': 'Comptes particuliers',
  'Corporate accounts': 'Comptes entreprises',
  Other: 'Autres',
  'Our services': 'Nos services',
  'Service menu': 'Menu des services',
  // The header and the menus.
  'Skip to main content': 'Aller au contenu principal',
  'Customer type': 'Type de client',
  Business: 'Entreprises',
  Personal: 'Particuliers',
  'home page': 'page d’accueil',
  Main: 'Principal',
  'Main mobile': 'Principal (mobile)',
  'Online Banking': 'Banque en ligne',
  '(opens in a new tab)': '(s’ouvre dans un nouvel onglet)',
  'Open menu': 'Ouvrir le menu',
  'Close menu': 'Fermer le menu',
  'Search the site': 'Rechercher sur le site',
  Search: 'Rechercher',
  Language: 'Langue',
  // The footer.
  '{tagline}. Serving customers since {founded}, with {staff} staff in {locations} locations.':
    '{tagline}. Au service de nos clients depuis le {founded}, avec {staff} employés dans {locations} agences.',
  'Banking for a growing Gambia': 'La banque d’une Gambie qui grandit',
  '3 July 1997': '3 juillet 1997',
  'over 400': 'plus de 400',
  'Social media': 'Réseaux sociais',
  '{name} on {network} (opens in a new tab)': '{name} sur {network} (s’ouvre dans un nouvel onglet)',
  'Contact us': 'Nous contacter',
  'Office:': 'Bureau\u00a0:',
  Hotline: 'Assistance',
  'Quick links': 'Liens rapides',
  'Bank on the go': 'La banque dans votre poche',
  'Check balances, transfer money and pay bills with the {name} mobile app.':
    'Consultez vos soldes, faites des virements et payez vos factures avec l’application mobile {name}.',
  'Learn about mobile banking →': 'Découvrir la banque mobile →',
  'Download on the': 'Télécharger dans l’',
  'Get it on': 'Disponible sur',
  'All rights reserved.': 'Tous droits réservés.',
  'Web design by the Trust Bank digital team': 'Site conçu par l’équipe numérique de Trust Bank',
  // The spec's splash message, and the notice of a page whose text is not translated yet.
  'Loading...': 'Chargement...',
  'This page is not translated yet; it is shown in English.':
    'Cette page n’est pas encore traduite\u00a0; elle est affichée en anglais.',
} as const satisfies Record<string, string>;

/** A text of the frame, by its English. */
export type FrameText = keyof typeof FRENCH;

const CATALOGUES: Readonly<Record<Exclude<SiteLocale, 'en'>, Readonly<Record<string, string>>>> = {
  fr: FRENCH,
};

/**
 * A text of the frame in `locale`, with its `{name}` marks filled in. `text` is checked against the catalogue at
 * compile time; `frameLabel` takes a name that comes from data.
 */
export function frameWord(locale: SiteLocale, text: FrameText, values: Record<string, string | number> = {}): string {
  return fill(frameLabel(locale, text), values);
}

/** A name from the site's data (a route's, a menu's) in `locale`; English where it has no translation. */
export function frameLabel(locale: SiteLocale, english: string): string {
  if (locale === 'en') return english;
  return CATALOGUES[locale][english] ?? english;
}

/** Whether `english` has a translation in every locale (the unit test asks it of every name from data). */
export function isTranslated(english: string): boolean {
  return Object.values(CATALOGUES).every((catalogue) => english in catalogue);
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}
