/**
 * The site's languages (docs/adr/0009-languages.md): English, the default, at today's URLs; French; Wolof; Mandinka
 * (`mnk`, ISO 639-3: it has no two-letter code); Pulaar (Fula, `ff`). The CMS keeps exactly these as Strapi's
 * locales, and a public read may ask for one of them and nothing else.
 */
export const LOCALES = ['en', 'fr', 'wo', 'mnk', 'ff'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each locale's name as the panel's staff read it (Settings > Internationalization, the editors' locale picker). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English (en)',
  fr: 'French (fr)',
  wo: 'Wolof (wo)',
  mnk: 'Mandinka (mnk)',
  ff: 'Pulaar (ff)',
};

/** The 400 answer's message for any other `locale`. */
export const LOCALE_REFUSAL = `locale must be one of ${LOCALES.join(', ')}, given once`;

/**
 * An allow-list: exactly one of LOCALES, as one string. An unknown code, another spelling (`FR`, `fr-FR`, ` fr`), an
 * empty value, a repeated parameter (an array once parsed) or a bracketed one (an object) is not a locale.
 */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
