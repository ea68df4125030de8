import type { BannerSlide } from '@/lib/cms/types';

/** The token editors put in a banner button's link to mean "the configured internet-banking site". */
export const ONLINE_BANKING_TOKEN = '{ONLINE_BANKING_URL}';

/** Replaces the Online Banking token in both buttons' links with the configured URL. */
export function resolveBannerLinks(slides: readonly BannerSlide[], onlineBankingUrl: string): BannerSlide[] {
  const resolve = (link: string) => link.split(ONLINE_BANKING_TOKEN).join(onlineBankingUrl);
  return slides.map((slide) => ({
    ...slide,
    button1: { ...slide.button1, link: resolve(slide.button1.link) },
    button2: { ...slide.button2, link: resolve(slide.button2.link) },
  }));
}
