import type { Core } from '@strapi/strapi';
import { LOCALE_NAMES, LOCALES } from '@bank/shared';

/**
 * The site's five languages as Strapi's locales, English the default, at every start: a missing one is created and a
 * renamed one named again. Through the i18n plugin's service rather than the panel's Settings form, which checks a
 * code against Strapi's ISO list, where Mandinka's `mnk` is not (docs/adr/0009-languages.md). A locale someone added
 * in the panel is left alone; the public reads still take only these five (middlewares/locale-gate.ts).
 */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  // One read at a start; a write only for what differs.
  const names = new Map<string, string>(
    (await locales.find()).map((row: { code: string; name: string }) => [row.code, row.name]),
  );
  for (const code of LOCALES) {
    if (!names.has(code)) await locales.create({ code, name: LOCALE_NAMES[code] });
    else if (names.get(code) !== LOCALE_NAMES[code]) await locales.update({ code }, { name: LOCALE_NAMES[code] });
  }
  if ((await locales.getDefaultLocale()) !== 'en') await locales.setDefaultLocale({ code: 'en' });
}
