#!/usr/bin/env node
// Builds the client code of the pages rendered without Next's runtime (pages/): islands/runtime.tsx and one chunk
// per island, into public/islands/ (served by Next as static files; names carry a content hash, so they can be
// cached for good). pages/_document.tsx reads public/islands/manifest.json to find the runtime's file name;
// `npm run bench:web` reads it and esbuild's metafile (.islands/metafile.json) to report what `/` downloads.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { build, context, transform } from 'esbuild';

/**
 * `--watch` (npm run dev): rebuild on every change of island code. The runtime keeps one name (`runtime.js`), so the
 * loader script that names it, and with it the hash the Content-Security-Policy allows, stays the same between
 * rebuilds; production names carry a content hash so they can be cached for good.
 */
const watch = process.argv.includes('--watch');

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(web, 'public', 'islands');
/** esbuild's metafile of the last build (which source modules fill each file): the bench lists the largest of `/`. */
const metafileOut = path.join(web, '.islands', 'metafile.json');

// next/image reads its configuration from process.env.__NEXT_IMAGE_OPTS, which Next's own bundler defines: define
// the same here (Next's defaults with the site's sizes), so an island's images get the server's URLs and srcsets.
const { imageConfigDefault } = createRequire(path.join(web, 'package.json'))('next/dist/shared/lib/image-config');
const imageSizes = JSON.parse(fs.readFileSync(path.join(web, 'config', 'image-sizes.json'), 'utf8'));
const imageOptions = {
  deviceSizes: imageSizes.deviceSizes,
  imageSizes: imageSizes.imageSizes,
  qualities: imageConfigDefault.qualities,
  path: imageConfigDefault.path,
  loader: imageConfigDefault.loader,
  dangerouslyAllowSVG: imageConfigDefault.dangerouslyAllowSVG,
  unoptimized: imageConfigDefault.unoptimized,
};
fs.rmSync(outdir, { recursive: true, force: true });

fs.mkdirSync(outdir, { recursive: true });

/**
 * A stylesheet imported by island code (Swiper's) becomes a file of its own, and the importing module waits until
 * the browser has loaded it (top-level await), so a lazily loaded carousel never shows unstyled: what Next does for
 * the CSS of its own dynamic imports.
 */
const stylesheetsAsLinks = {
  name: 'stylesheets-as-links',
  setup(builder) {
    builder.onLoad({ filter: /\.css$/ }, async (args) => {
      const { code } = await transform(await fs.promises.readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
      const file = `${path.basename(args.path, '.css')}-${hash}.css`;
      await fs.promises.writeFile(path.join(outdir, file), code);
      const href = JSON.stringify(`/islands/${file}`);
      return {
        loader: 'js',
        contents: `if (!document.querySelector('link[href=' + JSON.stringify(${href}) + ']')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = ${href};
  await new Promise((resolve) => { link.onload = link.onerror = resolve; document.head.append(link); });
}`,
      };
    });
  },
};

/** In watch mode, after each successful rebuild: the manifest again (a failed one is reported and waits for a fix). */
const rewriteManifest = {
  name: 'rewrite-manifest',
  setup(builder) {
    builder.onEnd(async (result) => {
      if (result.errors.length > 0) return;
      try {
        await writeManifestOf(result.metafile);
      } catch (error) {
        console.error(`islands: ${error.message}`);
      }
    });
  },
};

const ctx = await context({
  absWorkingDir: web,
  entryPoints: { runtime: 'islands/runtime.tsx' },
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  outdir,
  entryNames: watch ? '[name]' : '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  define: {
    'process.env.NODE_ENV': '"production"',
    'process.env.__NEXT_IMAGE_OPTS': JSON.stringify(imageOptions),
  },
  tsconfig: 'tsconfig.json',
  // Island code runs without Next's client router: the current path is the document's.
  // Islands render with Preact's compatibility layer (react-dom alone is about 64 KiB gzip, Preact about 11); the
  // server still renders them with React. The two shims fill what the layer lacks (islands/shims/react*.mjs).
  alias: {
    'next/navigation': './islands/shims/navigation.ts',
    'react/jsx-runtime': 'preact/compat/jsx-runtime',
    react: './islands/shims/react.mjs',
    'react-dom': './islands/shims/react-dom.mjs',
  },
  plugins: watch ? [stylesheetsAsLinks, rewriteManifest] : [stylesheetsAsLinks],
  logLevel: 'warning',
});

/**
 * The registry itself (islands/registry.ts), imported: each island's name and the source file its loader imports.
 * esbuild bundles it for Node with every island's module replaced by its path (`export default 'components/…tsx'`),
 * so calling a loader names the file instead of loading a React component here.
 */
async function islandSources() {
  const sourcePaths = {
    name: 'island-source-paths',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
        const resolved = await builder.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'island-source' };
      });
      builder.onLoad({ filter: /.*/, namespace: 'island-source' }, (args) => ({
        contents: `export default ${JSON.stringify(path.relative(web, args.path).split(path.sep).join('/'))};`,
        loader: 'js',
      }));
    },
  };
  const { outputFiles } = await build({
    absWorkingDir: web,
    entryPoints: ['islands/registry.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    tsconfig: 'tsconfig.json',
    plugins: [sourcePaths],
    logLevel: 'warning',
  });
  const { islandLoaders } = await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`
  );
  const sources = {};
  for (const [name, load] of Object.entries(islandLoaders)) sources[name] = (await load()).default;
  return sources;
}

/** The manifest (the runtime, and each island's files) from esbuild's metafile: read by pages/_document.tsx. */
async function writeManifestOf(metafile) {
  const { outputs } = metafile;
  const publicUrl = (file) => `/${path.relative(path.join(web, 'public'), path.join(web, file)).split(path.sep).join('/')}`;
  /** A file and every chunk it imports statically: what loading it downloads. */
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') closure(imported.path, seen);
    return seen;
  };
  const runtime = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'islands/runtime.tsx');
  if (!runtime) throw new Error('esbuild wrote no islands runtime');

  // Each island's files, for the benchmark's count of what a page downloads.
  const islands = {};
  for (const [name, source] of Object.entries(await islandSources())) {
    const file = Object.keys(outputs).find((output) => output.endsWith('.js') && source in outputs[output].inputs);
    // A miss would make the benchmark undercount a page's JavaScript without a word: stop instead.
    if (!file) throw new Error(`no islands output holds ${source} (island '${name}' in islands/registry.ts)`);
    islands[name] = [...closure(file)].map(publicUrl);
  }
  if (Object.keys(islands).length === 0) throw new Error('islands/registry.ts lists no island');

  const manifest = { runtime: publicUrl(runtime), runtimeFiles: [...closure(runtime)].map(publicUrl), islands };
  fs.writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.mkdirSync(path.dirname(metafileOut), { recursive: true });
  fs.writeFileSync(metafileOut, JSON.stringify(metafile));
  console.log(`islands: ${manifest.runtime} (${Object.keys(islands).length} islands)`);
}

if (watch) {
  await ctx.watch();
  console.log('islands: watching for changes');
} else {
  try {
    await writeManifestOf((await ctx.rebuild()).metafile);
  } finally {
    await ctx.dispose();
  }
}
