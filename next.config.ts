import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import type { ChunkGraph, Compiler, Module } from 'webpack';
import createNextIntlPlugin from 'next-intl/plugin';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { nextExportSettings } from './site.config.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
const withVanillaExtract = createVanillaExtractPlugin();

/**
 * Next's client entry of a layout or page imports, whole, every vanilla-extract file its server
 * components use, to collect their CSS: the class names of server-rendered markup (and the recipe
 * runtime) then ship to the browser, about 1.5 kB gzip on a product page. Those imports get the
 * file's stylesheet only (scripts/build/styles-only-loader.cjs); an island that reads class names
 * imports the file itself. The build fails if Next stops importing them this way.
 */
const stylesOnlyQuery = '?styles-only';
function stylesOnlyPlugin(compiler: Compiler) {
  let rewritten = 0;
  compiler.hooks.normalModuleFactory.tap('styles-only', (factory) => {
    factory.hooks.beforeResolve.tap('styles-only', (data) => {
      const eagerEntryImport = data.dependencies.some((d) => d.type === 'import() eager');
      if (eagerEntryImport && /\.css\.ts$/.test(data.request)) {
        data.request += stylesOnlyQuery;
        rewritten += 1;
      }
    });
  });
  compiler.hooks.done.tap('styles-only', (stats) => {
    if (rewritten === 0 && !stats.hasErrors())
      throw new Error(
        "styles-only (next.config.ts): Next's client entries imported no .css.ts file eagerly; " +
          "its way of collecting server components' CSS changed",
      );
  });
}

const nextConfig: NextConfig = {
  ...nextExportSettings,
  images: { ...nextExportSettings.images },
  experimental: {
    globalNotFound: true,
    // The whole site's CSS is about 6 kB gzip: one file (below) beats Next's per-route chunks,
    // which left 10–12 render-blocking requests on every page.
    cssChunking: false,
    // One page-rendering worker per core. Next keeps one core for its main process, which only
    // hands out pages while they render: on a 2-core machine that is one worker, and rendering
    // 11,000 pages at 5,000 products took 7–8 of the build's minutes on one core.
    cpus: availableParallelism(),
  },
  webpack(config, { dev, isServer }) {
    if (!dev && !isServer) {
      const splitChunks = config.optimization.splitChunks;
      splitChunks.cacheGroups = {
        ...splitChunks.cacheGroups,
        styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
        // Code the layout's islands share with a page's (safe storage, the router's link): one
        // copy, in the layout's chunk that every page loads. Webpack copies modules under 20 kB
        // into each page's chunk instead, as it cannot know that the layout's is always there.
        // (The not-found page, which has no layout, then loads that chunk too.)
        layout: {
          name: 'layout',
          chunks: 'all',
          minSize: 0,
          priority: 10,
          enforce: true,
          test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
            !module.type.startsWith('css') &&
            [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
              chunk.name?.endsWith('/layout'),
            ),
        },
      };
      config.plugins.push({ apply: stylesOnlyPlugin });
      config.module.rules.push({
        test: /\.css\.ts$/,
        resourceQuery: stylesOnlyQuery,
        enforce: 'post',
        loader: join(__dirname, 'scripts/build/styles-only-loader.cjs'),
      });
    }
    return config;
  },
};

export default withVanillaExtract(withNextIntl(nextConfig));
