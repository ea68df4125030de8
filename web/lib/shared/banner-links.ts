import type { BannerSlide } from '@/lib/shared/cms-types';

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

/** Spec: a new slide every 10 s, sliding horizontally over 1.5 s, wrapping around. */
export const SLIDE_DELAY_MS = 10_000;
export const SLIDE_SPEED_MS = 1_500;

/** When the carousel code loads, counted from the page's start (unless the visitor reaches for the banner first). */
export const CAROUSEL_LOAD_AFTER_MS = 5_000;

/**
 * The wait before the first change, so that it comes 10 s after the page started however late the carousel loaded
 * (at least one second, so a visitor who just reached for the banner is not surprised by a change).
 */
export function firstSlideDelay(pageAgeMs: number): number {
  return Math.min(SLIDE_DELAY_MS, Math.max(1_000, Math.round(SLIDE_DELAY_MS - pageAgeMs)));
}
