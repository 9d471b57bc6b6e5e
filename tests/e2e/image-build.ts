import { readManifest, shippedOriginals } from '../../scripts/images/originals.mjs';

// What the export's image build made (public/_img/manifest.json): the specs that look at photos
// check a local build's variants or an IMAGE_CDN build's originals, never a mix.
const manifest = readManifest('.');

/** The IMAGE_CDN the export was built for; `local` is the sharp pipeline's variants in _img/. */
export const builtImageCdn: string = manifest?.cdn ?? 'local';

/** Site paths (below the base path) of the originals an IMAGE_CDN build ships for the CDN. */
export const shippedPhotoOriginals: string[] = [...shippedOriginals(manifest)].sort();
