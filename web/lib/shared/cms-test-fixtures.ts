/**
 * Fixtures of the unit tests: Strapi's REST answers for the editorial types and the shapes the site decodes them to,
 * written once so the CMS client's tests and the banner's tests build the same slide the same way.
 */
import type { BannerSlide } from './cms-types';

/** The two buttons of every seeded slide, as the editors enter them (the site fills in the Online Banking token). */
const SEEDED_BUTTONS = {
  button1: { label: 'Online Banking', link: '{ONLINE_BANKING_URL}' },
  button2: { label: 'Check ATMs', link: '/services/e-banking/atm' },
};

/** When the seeded entries were created, edited and published. */
const SEEDED_AT = '2026-11-24T09:00:00.000Z';

/**
 * A banner slide as the pages and islands receive it: the seeded buttons (fresh copies, so a test that checks its
 * input is left untouched checks only its own) unless `slide` names its own.
 */
export function bannerSlide(slide: Omit<BannerSlide, 'button1' | 'button2'> & Partial<BannerSlide>): BannerSlide {
  return { button1: { ...SEEDED_BUTTONS.button1 }, button2: { ...SEEDED_BUTTONS.button2 }, ...slide };
}

/** A published banner slide entry as Strapi's REST API answers it: its fields flat, with the seeded buttons. */
export function strapiBannerSlideEntry(fields: {
  id: number;
  documentId: string;
  heading: string;
  subheading: string;
  description: string;
  image: unknown;
  sort_order: number;
}) {
  const { button1, button2 } = SEEDED_BUTTONS;
  return {
    ...fields,
    button1_label: button1.label,
    button1_link: button1.link,
    button2_label: button2.label,
    button2_link: button2.link,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
    publishedAt: SEEDED_AT,
  };
}

/** A populated media field as Strapi 5's REST API answers it (flat, with its own documentId). */
export const strapiMedia = (url: string) => ({
  id: 3,
  documentId: 'm3d1a0000000000000000000',
  name: 'slide.webp',
  alternativeText: null,
  url,
  mime: 'image/webp',
  formats: { thumbnail: { url: url.replace('/uploads/', '/uploads/thumbnail_') } },
});

/** Strapi's envelope around a page of entries. */
export const strapiCollection = (data: unknown[], pagination = { page: 1, pageSize: 100, pageCount: 1, total: data.length }) => ({
  data,
  meta: { pagination },
});
