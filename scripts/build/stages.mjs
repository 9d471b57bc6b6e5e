// What `npm run build` does, in order: one list, read by scripts/build/run.mjs (the build) and
// scripts/build/dev.mjs (the stages `npm run dev` runs before `next dev`). Each stage is a script
// with the files it reads and the artifacts it writes; an artifact may only be read by a stage
// after the one that writes it, which `stageOrderProblems` checks before anything runs (and a
// unit test checks for this list). Names in `reads` that no stage writes are sources (content/,
// public/, the code). docs/architecture.md, "The build pipeline", explains each stage.

/**
 * @typedef {object} Stage
 * @property {string} name
 * @property {string} script  path from the project root (run with node; `next` is Next's CLI)
 * @property {string[]} [args]
 * @property {string[]} reads   sources and artifacts of earlier stages
 * @property {string[]} writes  artifacts
 * @property {boolean} [dev]    also run before `next dev`
 * @property {string} why       one line: what would go wrong without it
 */

/** @type {Stage[]} */
export const stages = [
  {
    name: 'content check',
    script: 'scripts/content/check.mjs',
    reads: ['content/'],
    writes: [],
    dev: true,
    why: 'a broken content file stops here with its file, line and field, not deep inside Next',
  },
  {
    name: 'fonts',
    script: 'scripts/fonts/subset-fonts.mjs',
    reads: ['scripts/fonts/font-subsets.mjs'],
    writes: ['font subsets (styles/fonts/, styles/fonts.ts)'],
    dev: true,
    why: 'pages load only the Latin and Georgian ranges and weights they use',
  },
  {
    name: 'images',
    script: 'scripts/images/build-images.mjs',
    reads: ['content/', 'public/uploads/'],
    writes: ['image variants (public/_img/, its manifest.json)'],
    dev: true,
    why: 'each photo gets the sizes the pages ask for',
  },
  {
    name: 'next build',
    script: 'next',
    args: ['build', '--webpack'],
    reads: [
      'content/',
      'font subsets (styles/fonts/, styles/fonts.ts)',
      'image variants (public/_img/, its manifest.json)',
    ],
    writes: ['export (out/)'],
    why: 'the static export; webpack, as Turbopack cannot build vanilla-extract (npm run check:turbopack)',
  },
  {
    name: 'photo originals',
    script: 'scripts/images/remove-originals.mjs',
    reads: ['export (out/)', 'image variants (public/_img/, its manifest.json)'],
    writes: ['export without photo originals'],
    why: 'Next copies public/ whole; the originals would ship megabytes no page links',
  },
  {
    name: 'search index',
    script: 'scripts/build-search-index.mjs',
    reads: ['export without photo originals'],
    writes: ['search index (out/pagefind/)'],
    why: 'Pagefind indexes the pages as built, one index per language',
  },
  {
    name: 'editor',
    script: 'scripts/cms/build-admin.mjs',
    reads: ['export (out/)', 'content/', 'font subsets (styles/fonts/, styles/fonts.ts)'],
    writes: ['editor (out/admin/)'],
    why: 'the dealer edits in the browser at /admin/ (config made from the schema) and downloads the catalogue for Bulk update',
  },
  {
    name: 'inbox',
    script: 'scripts/inbox/build-inbox.mjs',
    reads: ['editor (out/admin/)', 'content/'],
    writes: ['inbox (out/admin/requests/)'],
    why: 'the dealer reads requests at /admin/requests/; the editor stage empties out/admin/ first',
  },
  {
    name: 'route payloads',
    script: 'scripts/prune-route-payloads.mjs',
    reads: ['export (out/)'],
    writes: ['route payloads pruned (out/**/*.txt)'],
    why: 'most of the export was payload files no browser requests',
  },
  {
    name: 'language 404 pages',
    script: 'scripts/language-not-found-pages.mjs',
    reads: ['export (out/)', 'search index (out/pagefind/)'],
    writes: ['language 404 pages (out/<locale>/404.html)'],
    why: 'without JavaScript a dead /en/ link would land on the Georgian home (the root 404.html)',
  },
  {
    name: 'deferred scripts',
    script: 'scripts/defer-scripts.mjs',
    reads: ['export (out/)', 'language 404 pages (out/<locale>/404.html)'],
    writes: ['deferred script loader (out/**/*.html)'],
    why: "the framework's scripts load after the first paint",
  },
  {
    name: 'content security policy',
    script: 'scripts/csp.mjs',
    reads: ['deferred script loader (out/**/*.html)', 'search index (out/pagefind/)'],
    writes: ['policies (out/**/*.html <meta>)'],
    why: "hashes each page's inline scripts as they ship, so the loader must be final",
  },
  {
    name: 'host config',
    script: 'scripts/deploy/write-host-config.mjs',
    reads: [
      'policies (out/**/*.html <meta>)',
      'editor (out/admin/)',
      'inbox (out/admin/requests/)',
      'route payloads pruned (out/**/*.txt)',
      'export without photo originals',
    ],
    writes: ['upload folders (deploy/dist/)'],
    why: 'each host gets the finished export with its own headers and redirects',
  },
];

/**
 * Reads that come before their writer, and artifacts written twice: each a sentence naming the
 * stages. Empty when the order holds.
 * @param {Stage[]} list
 */
export function stageOrderProblems(list) {
  const writer = new Map();
  const problems = [];
  list.forEach((stage, index) => {
    for (const artifact of stage.writes) {
      if (writer.has(artifact))
        problems.push(
          `"${artifact}" is written by both "${list[writer.get(artifact)].name}" and "${stage.name}"`,
        );
      else writer.set(artifact, index);
    }
  });
  list.forEach((stage, index) => {
    for (const read of stage.reads) {
      const by = writer.get(read);
      if (by !== undefined && by >= index)
        problems.push(
          `"${stage.name}" reads "${read}", which the ${by === index ? 'same' : 'later'} stage "${list[by].name}" writes`,
        );
    }
  });
  return problems;
}
