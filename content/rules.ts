import { imagePathProblem, isImagePath, isMediaUrl, isRaster } from './fields/image-file';
import { dealerWords } from './dealer-words';
import { imageFields } from './images';
import { isExportedPath, sitePaths } from './site-routes';
import type { Path } from './bilingual';
import { collections, type CollectionName, type SiteContent } from './schema';

export interface RuleIssue {
  collection: CollectionName;
  id: string;
  path: Path;
  message: string;
}

/** A product name as buyers tell names apart: case, spacing and Unicode forms aside. */
const nameKey = (name: string) => name.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();

const say = dealerWords('rules');

/** Where photos (JPEG, PNG, WebP) live: the image build makes their responsive variants. */
const photoFolder = /^\/(?:uploads|images)\//;

function imageProblem(src: string, imageExists: (src: string) => boolean): string | undefined {
  if (!isImagePath(src)) return imagePathProblem(src);
  // A media library photo lives on its host; the build never reads it.
  if (isMediaUrl(src)) return undefined;
  if (!imageExists(src)) return say('missingFile', { src });
  // Variants are made of photos in these two folders: one elsewhere would stop the build later.
  if (isRaster(src) && !photoFolder.test(src)) return say('photoFolder', { src });
  return undefined;
}

/**
 * Rules no single file can check: references between entries, images that must exist in
 * public/, and internal links that must name an exported page.
 */
export function checkRules(
  content: SiteContent,
  imageExists: (src: string) => boolean,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const fail = (collection: CollectionName, id: string, path: Path, message: string) =>
    issues.push({ collection, id, path, message });

  const categories = new Set(content.categories.map((c) => c.slug));
  const products = new Set(content.products.map((p) => p.id));
  const topics = new Set(content.serviceTopics.map((t) => t.slug));

  /** Each name in `refs` that is not in `known`: "unknown category …". */
  const unknown = (
    collection: CollectionName,
    id: string,
    field: string,
    refs: string[],
    known: Set<string>,
  ) =>
    refs.forEach((ref, i) => {
      if (!known.has(ref)) fail(collection, id, [field, i], say('unknownRef', { field, ref }));
    });
  for (const p of content.products)
    unknown('products', p.id, 'categories', p.categories, categories);
  for (const p of content.products)
    p.compatibleWith.forEach((id, i) => {
      const problem =
        id === p.id ? say('selfFit') : !products.has(id) && say('unknownDevice', { id });
      if (problem) fail('products', p.id, ['compatibleWith', i], problem);
    });
  // Two products of one name cannot be told apart in lists, search or a quote request.
  for (const lang of ['ka', 'en'] as const) {
    const first = new Map<string, string>();
    for (const p of content.products) {
      // A spreadsheet row the schema rejected (csv/check-row.ts) may have no name to compare.
      const name = p.name?.[lang] ?? '';
      const other = first.get(nameKey(name));
      if (!nameKey(name)) continue;
      if (other === undefined) first.set(nameKey(name), p.id);
      else
        fail(
          'products',
          p.id,
          ['name', lang],
          say('sameName', { name, file: `${collections.products.folder}/${other}.yaml` }),
        );
    }
  }
  for (const o of content.offers) unknown('offers', o.id, 'products', o.products, products);
  for (const s of content.services) unknown('services', s.id, 'topics', s.topics, topics);

  for (const { collection, id, path, src } of imageFields(content)) {
    const problem = imageProblem(src, imageExists);
    if (problem) fail(collection, id, path, problem);
  }

  const paths = new Set(sitePaths(content));
  const link = (collection: CollectionName, id: string, path: Path, href: string) => {
    if (!isExportedPath(href, paths)) fail(collection, id, path, say('link', { href }));
  };
  for (const s of content.heroSlides)
    if (s.content) link('heroSlides', s.id, ['content', 'cta', 'href'], s.content.cta.href);
  for (const o of content.offers) link('offers', o.id, ['cta', 'href'], o.cta.href);
  for (const s of content.services) link('services', s.id, ['cta', 'href'], s.cta.href);
  for (const t of content.serviceTopics) link('serviceTopics', t.slug, ['cta', 'href'], t.cta.href);
  return issues;
}
