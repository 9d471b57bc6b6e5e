// The scale benchmark's project (npm run bench -- --products N): a temporary copy of this project
// topped up with synthetic products and, with --photos, their photos, built the way the host's CI
// builds it (the stages of scripts/build/stages.mjs, each timed), and the export's figures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stageCommand } from '../../scripts/build/run-stages.mjs';
import { stages } from '../../scripts/build/stages.mjs';
import { tarBytes } from './host-limits.mjs';
import { copyProject } from '../../scripts/lib/project-copy.mjs';
import { writeSyntheticProducts } from './synthetic-content.mjs';
import { photoFile } from './synthetic-photos.mjs';

/** What a media library's product photo URL looks like (Cloudinary's demo cloud). */
export const libraryPhotoUrl = (name) =>
  `https://res.cloudinary.com/demo/image/upload/v1/gps/${name}.jpg`;

/** Where a product photo committed to the repository goes (inside public/). */
export const repoPhotoPath = (name) => `/uploads/products/bench/${name}.jpg`;

/**
 * A JPEG with a comment segment (COM) after its start marker: the same pixels, other bytes. Each
 * product's photo is then its own file to the content-hash cache, the encoders and the export,
 * while only a small pool of photos is rendered (a 12-megapixel render takes seconds).
 */
export function withJpegComment(jpeg, comment) {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const text = Buffer.from(comment, 'utf8');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/**
 * A copy of the project (node_modules linked, build output left out) with `total` products.
 * photos: photos per synthetic product, in place of its first illustrations (0 keeps them). media 'repo' writes them
 * into public/ as `originals` ('editor': longest side 2,000 px, as the editor's upload
 * optimisation commits them; 'camera': the 12-megapixel JPEG), 'library' points them at a media
 * library's https URLs and writes no file.
 */
export async function scaledProject(
  root,
  total,
  { photos = 0, media = 'repo', originals = 'editor', pool = 12 } = {},
) {
  // Without .cache: the first build is cold.
  const dir = copyProject(root, 'gps-bench-', { leaveOut: ['.cache'] });

  let rendered = [];
  if (photos > 0 && media === 'repo') {
    const maxSide = originals === 'editor' ? 2000 : undefined;
    for (let seed = 1; seed <= pool; seed += 1)
      rendered.push(await photoFile({ seed, format: 'jpeg', maxSide }));
    mkdirSync(join(dir, 'public', dirname(repoPhotoPath('x'))), { recursive: true });
  }
  let written = 0;
  const withPhotos = (product) => {
    if (photos === 0) return product;
    const images = Array.from({ length: photos }, (_, n) => {
      const name = `${product.id}-${n + 1}`;
      const alt = {
        ka: `${product.name.ka} — ფოტო ${n + 1}`,
        en: `${product.name.en}, photo ${n + 1}`,
      };
      if (media === 'library') return { src: libraryPhotoUrl(name), alt };
      const photo = rendered[written % rendered.length];
      written += 1;
      writeFileSync(join(dir, 'public', repoPhotoPath(name)), withJpegComment(photo, name));
      return { src: repoPhotoPath(name), alt };
    });
    // The schema asks for three pictures: the illustrations fill the places photos leave (one
    // shared SVG file, nothing per product).
    return { ...product, images: [...images, ...product.images.slice(photos)] };
  };
  await writeSyntheticProducts(join(dir, 'content'), total, withPhotos);
  return dir;
}

/** Changes one synthetic product's English name (an editor's save) for the warm build; returns its file. */
export function changeOneProduct(dir) {
  const folder = join(dir, 'content/products');
  const file = join(
    folder,
    readdirSync(folder)
      .filter((f) => f.startsWith('bench-'))
      .sort()[0],
  );
  // The file holds a ka: and an en: block; the English name is the first name after en:.
  const lines = readFileSync(file, 'utf8').split('\n');
  const name = lines.findIndex((line, i) => /^ {2}name: /.test(line) && lines.indexOf('en:') < i);
  if (lines.indexOf('en:') === -1 || name === -1) throw new Error(`No English name in ${file}`);
  lines[name] += ' (changed)';
  writeFileSync(file, lines.join('\n'));
  return file;
}

/**
 * Runs the build's stages (scripts/build/stages.mjs) in `dir` with `env`, each timed; a failing
 * stage stops the build and names itself. Returns [{ command, ms }], command being the stage name.
 */
export function timedBuild(dir, env) {
  return stages.map((stage) => {
    const start = Date.now();
    const [command, args] = stageCommand(stage, dir);
    const result = spawnSync(command, args, {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`Build stage failed: ${stage.name} (in ${dir})`);
    return { command: stage.name, ms: Date.now() - start };
  });
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(entry.parentPath, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The export's files, bytes, largest file, fullest folder and tar size (what hosts count). */
export function exportFigures(outDir) {
  const files = walk(outDir).map((file) => ({
    file: relative(outDir, file),
    size: statSync(file).size,
  }));
  const perFolder = new Map();
  for (const { file } of files)
    perFolder.set(dirname(file), (perFolder.get(dirname(file)) ?? 0) + 1);
  const largest = files.reduce((a, b) => (b.size > a.size ? b : a), { file: '', size: 0 });
  const [fullestFolder, largestFolderFiles] = [...perFolder].reduce(
    (a, b) => (b[1] > a[1] ? b : a),
    ['', 0],
  );
  const byKind = {};
  for (const { file } of files) {
    const kind = file.endsWith('.html')
      ? 'html'
      : file.startsWith('pagefind/')
        ? 'search index'
        : /(^|\/)(index|__next\..+)\.txt$/.test(file)
          ? 'route payloads'
          : /\.(jpe?g|png|webp|avif|svg)$/.test(file)
            ? 'images'
            : 'other';
    byKind[kind] = (byKind[kind] ?? 0) + 1;
  }
  return {
    files: files.length,
    bytes: files.reduce((sum, { size }) => sum + size, 0),
    tarBytes: tarBytes(files.map(({ size }) => size)),
    largestFile: largest,
    largestFileBytes: largest.size,
    fullestFolder,
    largestFolderFiles,
    byKind,
  };
}
