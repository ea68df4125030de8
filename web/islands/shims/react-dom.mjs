/**
 * react-dom inside islands (scripts/build-islands.mjs aliases it here): Preact's compatibility layer, and the resource
 * hints React 19 added (`preload`, …) as no-ops. They put links in the head of a server rendering; in a browser the
 * page that asked for them is already loaded. JavaScript, since Preact types its compatibility layer as `export =`,
 * which TypeScript does not let a module re-export with `export *`.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

export function preload() {}
