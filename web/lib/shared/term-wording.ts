import type { SiteLocale } from './site-locale';

/**
 * The product terms' wordings (cms/data/product-terms.json: the editors write each term as English text, since the
 * type is not localised yet) in French, as the translated service pages quote them. A wording an editor changes is
 * shown as written until its French is added here; the unit test checks that every wording of the seed has one.
 */
const FRENCH: Readonly<Record<string, string>> = {
  'accrues monthly and is paid half-yearly': 'sont calculés chaque mois et versés tous les six mois',
  'under 18s': 'moins de 18 ans',
  '18 and over': '18 ans et plus',
  'June and December': 'juin et décembre',
  'ACH/ACP and RTGS': 'ACH/ACP et RTGS',
  'A Corporate Relationship Manager is assigned per corporate client.':
    'Un chargé de relation entreprises est attribué à chaque client entreprise.',
  '0.5% per quarter': '0,5\u202f% par trimestre',
};

/** A term's wording in `locale`: the French of a known wording, else the wording as the editor wrote it. */
export function termWording(wording: string, locale: SiteLocale): string {
  return locale === 'fr' && Object.hasOwn(FRENCH, wording) ? FRENCH[wording] : wording;
}

/** Whether a wording has its French (the unit test asks it of the seed's). */
export const hasFrenchWording = (wording: string): boolean => Object.hasOwn(FRENCH, wording);

const PERCENT = /^(\d+(?:\.\d+)?)%$/;

/**
 * A percentage the CMS writes as text ("1.5%") as the locale writes it: in French with a decimal comma and a narrow
 * non-breaking space before the sign ("1,5\u202f%"); any other text as it is.
 */
export function percentText(text: string, locale: SiteLocale): string {
  const match = locale === 'en' ? null : PERCENT.exec(text.trim());
  return match ? `${match[1].replace('.', ',')}\u202f%` : text;
}
