import { mediaHosts } from '../../site.config.mjs';

/** The media libraries that resize a photo on request (originals there, not in the export). */
export type ImageService = keyof typeof mediaHosts;

/** Refuses an original the pages never make (the content check names real ones). */
function refuse(what: string): never {
  throw new Error(`not a media library ${what}`);
}

/** The parts of a media library URL after the host, checked against the service's host. */
function mediaPath(original: string, service: ImageService): string[] {
  const url = URL.canParse(original) ? new URL(original) : null;
  // The parser has already resolved `..` and escaped what a path cannot hold.
  if (url?.href.startsWith(`https://${mediaHosts[service]}/`) && !url.search && !url.hash)
    return url.pathname.slice(1).split('/');
  return refuse(`${service} URL`);
}

/** The text before and after the width; the service picks AVIF or WebP from Accept. */
export function transformParts(service: ImageService, original: string): [string, string] {
  const [first, ...rest] = mediaPath(original, service);
  if (service === 'uploadcare')
    // https://ucarecdn.com/<uuid>/-/resize/480x/-/format/auto/<file name>
    return [
      `https://${mediaHosts.uploadcare}/${first}/-/resize/`,
      `x/-/format/auto/${rest.join('/')}`,
    ];
  // https://res.cloudinary.com/<cloud>/image/upload/<transformation>/<public id>
  const [kind, delivery, ...id] = rest;
  if (kind !== 'image' || delivery !== 'upload' || id.length === 0) refuse('Cloudinary URL');
  return [
    `https://${mediaHosts.cloudinary}/${first}/image/upload/c_limit,f_auto,q_auto,w_`,
    `/${id.join('/')}`,
  ];
}
