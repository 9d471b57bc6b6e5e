import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { basePath } from './lib/site';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
const withVanillaExtract = createVanillaExtractPlugin();

const nextConfig: NextConfig = {
  output: 'export',
  basePath,
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { globalNotFound: true },
};

export default withVanillaExtract(withNextIntl(nextConfig));
