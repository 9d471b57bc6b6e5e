import { mediaHosts } from '../../site.config.mjs';

/** The editor shrinks a photo before committing it; 2000 px covers the widest variant (1600 px). */
const uploadTransformations = {
  raster_image: { format: 'webp', quality: 85, width: 2000, height: 2000 },
} as const;

type Env = Record<string, string | undefined>;

function required(env: Env, names: readonly string[], library: string): string[] {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(`CMS_MEDIA_LIBRARY=${library} needs ${missing.join(' and ')}`);
  return names.map((name) => env[name]!);
}

/**
 * The editor's `media_libraries`: the uploads folder, plus Cloudinary or Uploadcare when
 * CMS_MEDIA_LIBRARY names one. Their links are inserted plain: the pages add transformations.
 */
export function mediaLibrariesFromEnv(env: Env) {
  const libraries: Record<string, unknown> = {
    // Uploads renamed by the config's `slug` rule, as the check takes a-z, 0-9, "-", "_", "." only.
    default: { config: { transformations: uploadTransformations, slugify_filename: true } },
    // No stock photo services: their links are on hosts the content check refuses.
    stock_assets: false,
  };
  const chosen = env.CMS_MEDIA_LIBRARY;
  if (!chosen) return libraries;
  if (chosen === 'cloudinary') {
    const [cloudName, apiKey] = required(
      env,
      ['CMS_CLOUDINARY_CLOUD_NAME', 'CMS_CLOUDINARY_API_KEY'],
      chosen,
    );
    if (!/^[a-z0-9_-]+$/.test(cloudName!))
      throw new Error('CMS_CLOUDINARY_CLOUD_NAME may only hold a-z, 0-9, "-" and "_"');
    libraries.cloudinary = {
      config: { cloud_name: cloudName, api_key: apiKey },
      use_transformations: false,
    };
  } else if (chosen === 'uploadcare') {
    const [publicKey] = required(env, ['CMS_UPLOADCARE_PUBLIC_KEY'], chosen);
    libraries.uploadcare = { config: { publicKey }, settings: { autoFilename: false } };
  } else
    throw new Error(
      `CMS_MEDIA_LIBRARY must be ${Object.keys(mediaHosts).join(' or ')}, not ${JSON.stringify(chosen)}`,
    );
  return libraries;
}

export function uploadHint(extensions: readonly string[]) {
  const { format, width } = uploadTransformations.raster_image;
  const types = extensions.map((e) => e.toUpperCase()).join(', ');
  return {
    ka: `ატვირთეთ ფაილი (${types}). სახელი ავტომატურად ლათინური ხდება, ფოტო კი მცირდება ${width} პიქსელამდე და ინახება ${format.toUpperCase()}-ად.`,
    en: `Upload a file (${types}). Its name is made plain Latin by itself; a photo is shrunk to ${width} px and saved as ${format.toUpperCase()}.`,
  };
}
