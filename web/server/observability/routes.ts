import fs from 'node:fs';
import path from 'node:path';

type ManifestRoute = { page: string; regex: string };

/**
 * The label of a request in the duration histogram: the page or route pattern Next matched (from the build's
 * routes-manifest.json, e.g. `/news/[slug]`), never the raw path, so a client cannot create a label per URL.
 * Next's own files get one label each; anything else is `unmatched`.
 */
export function routeLabels(routes: { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] }) {
  const fixed = new Set((routes.staticRoutes ?? []).map((route) => route.page));
  const dynamic = (routes.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (pathname: string): string => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (pathname.startsWith('/_next/image')) return '/_next/image';
    if (pathname.startsWith('/_next/data/')) return '/_next/data';
    const plain = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    if (fixed.has(plain)) return plain;
    return dynamic.find((route) => route.regex.test(pathname))?.page ?? 'unmatched';
  };
}

/** The labels of the build in `distDir` (its routes-manifest.json); without one, every request is `unmatched`. */
export function routeLabelsOfBuild(distDir: string): (pathname: string) => string {
  try {
    return routeLabels(JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')));
  } catch {
    return routeLabels({});
  }
}
