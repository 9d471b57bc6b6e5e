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
