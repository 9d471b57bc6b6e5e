// The static hosts' published limits, in one place, each with where it was read and when, and
// the check of an export against them (bench/bench.mjs). A limit a host does not publish is
// left out rather than guessed: `undefined` means "no published limit", never "no limit checked".

const MiB = 2 ** 20;
const minute = 60_000;

/**
 * @typedef {object} HostLimit
 * @property {string} host
 * @property {number} [files]          files per deployment
 * @property {number} [filesPerFolder] files in any one folder
 * @property {number} [fileBytes]      bytes of any one file
 * @property {number} [siteBytes]      bytes of the whole deployment (GitHub Pages: its tar artifact)
 * @property {number} [buildMs]        a build on the host's own CI
 * @property {string} source
 * @property {string} read             the date the limit was read
 */

/** @type {readonly HostLimit[]} */
export const hostLimits = [
  {
    host: 'Cloudflare Pages free',
    files: 20_000,
    fileBytes: 25 * MiB,
    buildMs: 20 * minute,
    source: 'https://developers.cloudflare.com/pages/platform/limits/',
    read: '2026-11-25',
  },
  {
    host: 'Cloudflare Pages paid',
    // Raised from 20,000 on 2026-01-23 (with PAGES_WRANGLER_MAJOR_VERSION=4 set on the project).
    files: 100_000,
    fileBytes: 25 * MiB,
    buildMs: 20 * minute,
    source:
      'https://developers.cloudflare.com/changelog/post/2026-01-23-pages-file-limit-increase/',
    read: '2026-11-25',
  },
  {
    host: 'Netlify',
    // No limit on the files of a deploy; 54,000 in any one folder fails the deploy.
    filesPerFolder: 54_000,
    source: 'https://docs.netlify.com/site-deploys/overview/#files-per-directory-limit',
    read: '2026-11-25',
  },
  {
    host: 'GitHub Pages',
    // "Published GitHub Pages sites may be no larger than 1 GB": the Pages action uploads a tar
    // of the site, so the tar's size is what is measured. 10^9 bytes, the stricter reading.
    siteBytes: 1e9,
    source:
      'https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits',
    read: '2026-11-25',
  },
];

/** The bytes of a tar of these file sizes: a 512-byte header and 512-byte blocks per file. */
export function tarBytes(sizes) {
  const blocks = (size) => Math.ceil(size / 512) * 512;
  // Two zero blocks end the archive.
  return sizes.reduce((sum, size) => sum + 512 + blocks(size), 0) + 1024;
}

/**
 * @typedef {object} ExportFigures
 * @property {number} files
 * @property {number} largestFolderFiles
 * @property {number} largestFileBytes
 * @property {number} tarBytes
 * @property {number} [buildMs]  the cold build; unknown when not measured
 */

/**
 * Each host's limits against the export's figures: one row per host with every limit it has and
 * whether the export keeps within it. A build time not measured is not counted as met.
 * @param {ExportFigures} figures
 * @param {readonly HostLimit[]} [limits]
 */
export function checkHostLimits(figures, limits = hostLimits) {
  return limits.map((limit) => {
    const checks = [
      ['files', 'count', limit.files, figures.files],
      ['files in one folder', 'count', limit.filesPerFolder, figures.largestFolderFiles],
      ['largest file', 'bytes', limit.fileBytes, figures.largestFileBytes],
      ['site (tar)', 'bytes', limit.siteBytes, figures.tarBytes],
      ['build', 'ms', limit.buildMs, figures.buildMs],
    ]
      .filter(([, , max]) => max !== undefined)
      .map(([what, unit, max, value]) => ({
        what,
        unit,
        max,
        value,
        met: typeof value === 'number' && Number.isFinite(value) && value < max,
      }));
    return { host: limit.host, checks, met: checks.every((check) => check.met) };
  });
}

/**
 * How many products fit under a file limit, given the export's files at a measured size and the
 * files each further product adds (its pages, fragments and photos): a straight line, as the
 * export grows by whole products.
 */
export function productsWithin(fileLimit, measured) {
  const { products, files, filesPerProduct } = measured;
  if (!(filesPerProduct > 0)) return Infinity;
  return Math.max(0, products + Math.floor((fileLimit - 1 - files) / filesPerProduct));
}
