import type { ComponentProps, ComponentType } from 'react';
import type PeopleGrid from '@/components/about/PeopleGrid';
import type GalleryCarousel from '@/components/home/GalleryCarousel';
import type HeroBanner from '@/components/home/HeroBanner';
import type NewsGrid from '@/components/news/NewsGrid';
import type DeferredExchangeRates from '@/components/rates/DeferredExchangeRates';
import type HeadOfficeMap from '@/components/contact/HeadOfficeMap';
import type AtmLocator from '@/components/atm/AtmLocator';
import type CurrentYear from '@/components/layout/CurrentYear';
import type MainNav from '@/components/layout/MainNav';
import type NewsFeed from '@/components/news/NewsFeed';
import type ExchangeRatesWidget from '@/components/rates/ExchangeRatesWidget';
import type ServiceSideMenu from '@/components/services/ServiceSideMenu';
import type FixedDepositCalculator from '@/components/services/FixedDepositCalculator';

/** Every island and its component: what a page may mark with <Island> and the runtime may hydrate. */
export type IslandComponents = {
  'main-nav': typeof MainNav;
  'current-year': typeof CurrentYear;
  'service-side-menu': typeof ServiceSideMenu;
  'exchange-rates': typeof ExchangeRatesWidget;
  'atm-locator': typeof AtmLocator;
  'news-feed': typeof NewsFeed;
  'people-grid': typeof PeopleGrid;
  'hero-banner': typeof HeroBanner;
  gallery: typeof GalleryCarousel;
  'news-grid': typeof NewsGrid;
  'deferred-exchange-rates': typeof DeferredExchangeRates;
  'head-office-map': typeof HeadOfficeMap;
  'fixed-deposit-calculator': typeof FixedDepositCalculator;
};

export type IslandName = keyof IslandComponents;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponents[N]>;

/** Each island's code, loaded only when the page has one (the esbuild build splits them into chunks). */
export const islandLoaders: { [N in IslandName]: () => Promise<{ default: ComponentType<IslandProps<N>> }> } = {
  'main-nav': () => import('@/components/layout/MainNav'),
  'current-year': () => import('@/components/layout/CurrentYear'),
  'service-side-menu': () => import('@/components/services/ServiceSideMenu'),
  'exchange-rates': () => import('@/components/rates/ExchangeRatesWidget'),
  'atm-locator': () => import('@/components/atm/AtmLocator'),
  'news-feed': () => import('@/components/news/NewsFeed'),
  'people-grid': () => import('@/components/about/PeopleGrid'),
  'hero-banner': () => import('@/components/home/HeroBanner'),
  gallery: () => import('@/components/home/GalleryCarousel'),
  'news-grid': () => import('@/components/news/NewsGrid'),
  'deferred-exchange-rates': () => import('@/components/rates/DeferredExchangeRates'),
  'head-office-map': () => import('@/components/contact/HeadOfficeMap'),
  'fixed-deposit-calculator': () => import('@/components/services/FixedDepositCalculator'),
};

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
