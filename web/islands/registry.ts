import type { ComponentProps, ComponentType } from 'react';
import type PeopleGrid from '@/components/about/people-grid';
import type GalleryCarousel from '@/components/home/gallery-carousel';
import type HeroBanner from '@/components/home/hero-banner';
import type NewsGrid from '@/components/news/news-grid';
import type DeferredExchangeRates from '@/components/rates/deferred-exchange-rates';
import type HeadOfficeMap from '@/components/contact/head-office-map';
import type AtmLocator from '@/components/atm/atm-locator';
import type CurrentYear from '@/components/layout/current-year';
import type MainNav from '@/components/layout/main-nav';
import type NewsFeed from '@/components/news/news-feed';
import type ExchangeRatesWidget from '@/components/rates/exchange-rates-widget';
import type ServiceSideMenu from '@/components/services/service-side-menu';
import type FixedDepositCalculator from '@/components/services/fixed-deposit-calculator';
import type LoanCalculator from '@/components/services/loan-calculator';
import type PlaceStatus from '@/components/places/place-status';
import type NearMe from '@/components/places/near-me';

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
  'loan-calculator': typeof LoanCalculator;
  'place-status': typeof PlaceStatus;
  'near-me': typeof NearMe;
};

export type IslandName = keyof IslandComponents;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponents[N]>;

/** Each island's code, loaded only when the page has one (the esbuild build splits them into chunks). */
export const islandLoaders: { [N in IslandName]: () => Promise<{ default: ComponentType<IslandProps<N>> }> } = {
  'main-nav': () => import('@/components/layout/main-nav'),
  'current-year': () => import('@/components/layout/current-year'),
  'service-side-menu': () => import('@/components/services/service-side-menu'),
  'exchange-rates': () => import('@/components/rates/exchange-rates-widget'),
  'atm-locator': () => import('@/components/atm/atm-locator'),
  'news-feed': () => import('@/components/news/news-feed'),
  'people-grid': () => import('@/components/about/people-grid'),
  'hero-banner': () => import('@/components/home/hero-banner'),
  gallery: () => import('@/components/home/gallery-carousel'),
  'news-grid': () => import('@/components/news/news-grid'),
  'deferred-exchange-rates': () => import('@/components/rates/deferred-exchange-rates'),
  'head-office-map': () => import('@/components/contact/head-office-map'),
  'fixed-deposit-calculator': () => import('@/components/services/fixed-deposit-calculator'),
  'loan-calculator': () => import('@/components/services/loan-calculator'),
  'place-status': () => import('@/components/places/place-status'),
  'near-me': () => import('@/components/places/near-me'),
};

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
