// The targets of the scale benchmark (issue 33's table, 2-core machine) and the check of one
// run's figures against them. Pure: bench/bench.mjs measures, this decides and formats.
import { hostLimits } from './host-limits.mjs';

const minute = 60_000;
const MiB = 2 ** 20;
const cloudflareFree = hostLimits.find((limit) => limit.host === 'Cloudflare Pages free');
const githubPages = hostLimits.find((limit) => limit.host === 'GitHub Pages');

/**
 * @typedef {object} ScaleRun
 * @property {'repo' | 'library'} media
 * @property {number} files
 * @property {number} bytes
 * @property {number} largestFileBytes
 * @property {number} coldBuildMs
 * @property {number} [warmBuildMs]
 * @property {number} categoryHtmlGzip
 * @property {number} [searchFirstMs]   keystroke to suggestions, minus the debounce (the median of first visits)
 * @property {number} [searchFirstBytes]
 * @property {number} [phoneProductImageBytes] a photographed product page's images, 375 px at 2x
 */

/**
 * The targets that apply to a run, each with the figure it reads and its bound (value < max).
 * Files: under Cloudflare's free limit with photos in a media library; none with them in the
 * repository, where the count is printed with the hosts it fits.
 * @param {Pick<ScaleRun, 'media'>} run
 */
export function scaleTargets({ media }) {
  const files =
    media === 'library' ? { max: cloudflareFree.files, label: 'Cloudflare Pages free' } : undefined;
  return [
    ...(files
      ? [{ key: 'files', unit: 'count', what: 'export files', max: files.max, note: files.label }]
      : []),
    ...(media === 'library'
      ? [
          {
            key: 'bytes',
            unit: 'bytes',
            what: 'export bytes',
            max: githubPages.siteBytes,
            note: 'GitHub Pages',
          },
        ]
      : []),
    {
      key: 'largestFileBytes',
      unit: 'bytes',
      what: 'largest file',
      max: 25 * MiB,
      note: 'Cloudflare Pages',
    },
    {
      key: 'coldBuildMs',
      unit: 'ms',
      what: 'cold build',
      max: 20 * minute,
      note: "Cloudflare's build limit",
    },
    { key: 'warmBuildMs', unit: 'ms', what: 'one product changed, warm caches', max: 8 * minute },
    {
      key: 'categoryHtmlGzip',
      unit: 'bytes',
      what: 'largest category page HTML (gzip)',
      max: 40_000,
    },
    {
      key: 'searchFirstMs',
      unit: 'ms',
      what: 'first suggestions after the debounce (median)',
      max: 100,
    },
    { key: 'searchFirstBytes', unit: 'bytes', what: 'bytes of the first query', max: 150_000 },
    {
      key: 'phoneProductImageBytes',
      unit: 'bytes',
      what: 'product page images at 375 px, 2x',
      // "≤ 100 kB": 100,000 bytes is met, as every other bound here is a strict "<".
      max: 100_001,
    },
  ];
}

/**
 * Each target against the run: `met` true or false, or null when the figure was not measured
 * (a skipped step is reported as such, never as a pass or a failure).
 * @param {ScaleRun} run
 */
export function checkTargets(run) {
  return scaleTargets(run).map((target) => {
    const value = run[target.key];
    const measured = typeof value === 'number' && Number.isFinite(value);
    return {
      ...target,
      value: measured ? value : undefined,
      met: measured ? value < target.max : null,
    };
  });
}

/** True when no measured target was missed. */
export const targetsMet = (rows) => rows.every((row) => row.met !== false);
