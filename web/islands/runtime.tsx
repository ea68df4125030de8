import { render, type ComponentChild } from 'preact';
import { createElement, type ComponentType } from 'react';
import { PageLocale, TextLocale } from '@/components/ui/page-locale';
import { DEFAULT_LOCALE, isSiteLocale } from '@/lib/shared/site-locale';
import { startIntentPrefetch } from './intent-prefetch';
import { islandLoaders, isIslandName } from './registry';

/**
 * The client code of pages rendered without Next's runtime (pages/): it renders each <Island> of the page over its
 * server markup with the props the server wrote on it, then sets <html data-islands="hydrated"> (tests wait for it).
 * pages/_document.tsx loads it at the visitor's first sign of use or a few seconds after `load`: the page is complete
 * without it.
 *
 * The islands build renders the React components with Preact (scripts/build-islands.mjs). `render`, not `hydrate`: it
 * keeps the server's DOM nodes and corrects their attributes to what the component renders, where `hydrate` would
 * leave React's ids in place beside Preact's and break the label and aria references between them. What the visitor
 * did before the islands arrived is carried over (typedBefore, the pending tap).
 */

/** The text fields the visitor typed into before the island ran (their value is no longer the server's). */
function typedBefore(element: HTMLElement): Array<{ field: HTMLInputElement | HTMLTextAreaElement; value: string }> {
  return Array.from(element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
    .filter((field) => !(field instanceof HTMLInputElement && /^(checkbox|radio|file|hidden|submit|button)$/.test(field.type)))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
  const props: unknown = JSON.parse(element.dataset.props ?? '{}');
  const { default: Component } = await islandLoaders[name]();
  const typed = typedBefore(element);
  // The page's locale and the language of the text around, as the server rendered the island (pages/_app.tsx).
  const locale = document.documentElement.lang;
  const lang = element.closest<HTMLElement>('[lang]')?.lang;
  const island = createElement(Component as ComponentType<object>, props as object);
  const inText = createElement(TextLocale.Provider, { value: isSiteLocale(lang) ? lang : null }, island);
  const tree = createElement(PageLocale.Provider, { value: isSiteLocale(locale) ? locale : DEFAULT_LOCALE }, inText);
  render(tree as unknown as ComponentChild, element);
  // A field the component rendered with its own value gets the typed text back, as if typed now (its handlers see it).
  for (const { field, value } of typed) {
    if (!field.isConnected || field.value === value) continue;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  element.dataset.islandHydrated = '';
}

async function hydrateIslands(): Promise<void> {
  // A button tapped before the islands arrived (marked by the loader in pages/_document.tsx), found before rendering:
  // the render takes off attributes the component does not set, the mark among them.
  const pending = document.querySelector<HTMLElement>('[data-island-pending-click]');
  pending?.removeAttribute('data-island-pending-click');
  const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  // Each island on its own: one that cannot load (a failed chunk, a bad prop) leaves the page's others working.
  const results = await Promise.allSettled(elements.map(hydrateIsland));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      elements[i].dataset.islandFailed = '';
      console.error(`Could not start the island "${elements[i].dataset.island}"`, result.reason);
    }
  });
  document.documentElement.dataset.islands = 'hydrated';
  // Delivered now, to the same button (the render keeps the server's nodes).
  if (pending?.isConnected) pending.click();
}

startIntentPrefetch();
hydrateIslands().catch((error: unknown) => console.error('Could not start the page’s interactive parts', error));
