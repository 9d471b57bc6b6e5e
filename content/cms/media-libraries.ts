import { mediaHosts } from '../../site.config.mjs';

/**
 * Sveltia CMS shrinks a photo in the browser before it is committed (its "image optimization"):
 * WebP at quality 85, the longest side at most 2000 px, so a 5 MB camera photo is committed as a
 * few hundred kB. 2000 px covers the widest variant pages show (1600 px) with room to crop.
 */
export const uploadTransformations = {
  raster_image: { format: 'webp', quality: 85, width: 2000, height: 2000 },
} as const;

/** The media libraries CMS_MEDIA_LIBRARY can turn on, and the variables each needs. */
export const mediaLibraryVariables = {
  cloudinary: ['CMS_CLOUDINARY_CLOUD_NAME', 'CMS_CLOUDINARY_API_KEY'],
  uploadcare: ['CMS_UPLOADCARE_PUBLIC_KEY'],
} as const;

type Env = Record<string, string | undefined>;

function required(env: Env, names: readonly string[], library: string): string[] {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(`CMS_MEDIA_LIBRARY=${library} needs ${missing.join(' and ')}`);
  return names.map((name) => env[name]!);
}

/**
 * The editor's `media_libraries` from build-time variables: the repository's uploads folder with
 * the upload optimisation always, plus Cloudinary or Uploadcare when CMS_MEDIA_LIBRARY names
 * one (docs/architecture.md "Product photos"). Their links are inserted as they are (no
 * transformation segments: the pages add their own per width), and content accepts them
 * (mediaHosts).
 */
export function mediaLibrariesFromEnv(env: Env) {
  const libraries: Record<string, unknown> = {
    // slugify_filename: uploads renamed by the config's `slug` rule ("Front View.JPG" →
    // front-view.jpg), as the check takes a-z, 0-9, "-", "_" and "." only.
    default: { config: { transformations: uploadTransformations, slugify_filename: true } },
    // No stock photo services: their links are on hosts the content check refuses.
    stock_assets: false,
  };
  const chosen = env.CMS_MEDIA_LIBRARY;
  if (!chosen) return libraries;
  if (chosen === 'cloudinary') {
    const [cloudName, apiKey] = required(env, mediaLibraryVariables.cloudinary, chosen);
    // The same cloud name rule as the content's Cloudinary URLs (content/fields/media-url.ts).
    if (!/^[a-z0-9_-]+$/.test(cloudName!))
      throw new Error('CMS_CLOUDINARY_CLOUD_NAME may only hold a-z, 0-9, "-" and "_"');
    libraries.cloudinary = {
      config: { cloud_name: cloudName, api_key: apiKey },
      use_transformations: false,
    };
  } else if (chosen === 'uploadcare') {
    const [publicKey] = required(env, mediaLibraryVariables.uploadcare, chosen);
    libraries.uploadcare = { config: { publicKey }, settings: { autoFilename: false } };
  } else
    throw new Error(
      `CMS_MEDIA_LIBRARY must be ${Object.keys(mediaHosts).join(' or ')}, not ${JSON.stringify(chosen)}`,
    );
  return libraries;
}

/** The help of every image field: what to upload and what the editor does with it. */
export function uploadHint(extensions: readonly string[]) {
  const { format, width } = uploadTransformations.raster_image;
  const types = extensions.map((e) => e.toUpperCase()).join(', ');
  return {
    ka: `ატვირთეთ ფაილი (${types}). სახელი ავტომატურად ლათინური ხდება, ფოტო კი მცირდება ${width} პიქსელამდე და ინახება ${format.toUpperCase()}-ად.`,
    en: `Upload a file (${types}). Its name is made plain Latin by itself; a photo is shrunk to ${width} px and saved as ${format.toUpperCase()}.`,
  };
}
