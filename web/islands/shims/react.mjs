/**
 * react inside islands (scripts/build-islands.mjs aliases it here): Preact's compatibility layer, with `useId` unique
 * across the page. Each island is a root of its own, and Preact numbers ids per root (every island's first id would be
 * `P0-0`), where React gives each root a prefix; two islands' labels would then name each other's fields. JavaScript,
 * since Preact types its compatibility layer as `export =`, which TypeScript does not let a module re-export.
 */
import compat, { useState } from 'preact/compat';

export * from 'preact/compat';

let issued = 0;

/** An id for the component's lifetime, new to the page: the state's first value is kept across renders. */
export function useId() {
  return useState(() => `island-id-${(issued++).toString(36)}`)[0];
}

export default { ...compat, useId };
