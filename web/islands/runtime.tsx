import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startIntentPrefetch } from './intent-prefetch';
import { islandLoaders, isIslandName } from './registry';

/**
 * The client code of pages rendered without Next's runtime (pages/): it hydrates each <Island> of the page with the
 * props the server wrote on it, then sets <html data-islands="hydrated"> (tests wait for it). pages/_document.tsx
 * loads it at the visitor's first sign of use or a few seconds after `load`: the page is complete without it.
 */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
  const props: unknown = JSON.parse(element.dataset.props ?? '{}');
  const { default: Component } = await islandLoaders[name]();
  hydrateRoot(element, createElement(Component as ComponentType<object>, props as object));
  // From here React handles this island's events itself (it replays those that arrive while it hydrates).
  element.dataset.islandHydrated = '';
}

async function hydrateIslands(): Promise<void> {
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
  // A button tapped before the islands arrived (marked by the loader in pages/_document.tsx): deliver that tap now.
  const pending = document.querySelector<HTMLElement>('[data-island-pending-click]');
  pending?.removeAttribute('data-island-pending-click');
  pending?.click();
}

startIntentPrefetch();
hydrateIslands().catch((error: unknown) => console.error('Could not start the page’s interactive parts', error));
