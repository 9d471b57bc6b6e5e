import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { nextExportSettings } from './site.config.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
const withVanillaExtract = createVanillaExtractPlugin();

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
      };
    }
    return config;
  },
};

export default withVanillaExtract(withNextIntl(nextConfig));
