import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startIntentPrefetch } from './intent-prefetch';
import { islandLoaders, isIslandName } from './registry';

/**
 * The client code of pages rendered without Next's runtime (pages/): it hydrates each <Island> of the page with the
 * props the server wrote on it, then sets <html data-islands="hydrated"> (tests wait for it). pages/_document.tsx
 * loads it after the page's `load` event: the page is complete and readable without it.
 */
async function hydrateIslands(): Promise<void> {
  const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island ?? '';
      if (!isIslandName(name)) {
        console.error(`Unknown island "${name}"`);
        return;
      }
      const props: unknown = JSON.parse(element.dataset.props ?? '{}');
      const { default: Component } = await islandLoaders[name]();
      hydrateRoot(element, createElement(Component as ComponentType<object>, props as object));
    }),
  );
  document.documentElement.dataset.islands = 'hydrated';
}

startIntentPrefetch();
hydrateIslands().catch((error: unknown) => console.error('Could not start the page’s interactive parts', error));
