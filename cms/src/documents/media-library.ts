import type { Core } from '@strapi/strapi';

/**
 * The site resizes every image with next/image, so Strapi's extra renditions (small, medium, large) would only
 * cost upload time and disk. Turned off once, on the first start; an editor may turn them on again in the panel.
 */
export async function configureMediaLibrary(strapi: Core.Strapi): Promise<void> {
  const flags = strapi.store({ type: 'core', name: 'bank-setup' });
  if (await flags.get({ key: 'media-library' })) return;
  const uploadSettings = strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });
  const current = ((await uploadSettings.get({})) ?? {}) as Record<string, unknown>;
  await uploadSettings.set({ value: { ...current, responsiveDimensions: false, sizeOptimization: true } });
  await flags.set({ key: 'media-library', value: true });
}
