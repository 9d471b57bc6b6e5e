import { assetPath } from './site';

/** The site's own request endpoint (docs/requests.md). */
export const requestsEndpointPath = assetPath('/api/requests');

/** RETENTION_MONTHS on Cloudflare; the forms' privacy line says the same number. */
export const defaultRetentionMonths = 24;

/** The hidden field bots fill and people never see (the Function refuses a filled one). */
export const honeypotField = 'website';
/** When the form was shown, ms since 1970 (the Function refuses a send sooner than a few s). */
export const startedAtField = 'startedAt';
export const turnstileField = 'cf-turnstile-response';
/** The no-JavaScript quote form's free text: one "model or id, quantity" per line. */
export const quoteLinesField = 'lines';
/** The multipart part a photo travels in (the no-JS file input's name too). */
export const photoPart = 'photo';
/** The multipart part holding the JSON the form sends without photos. */
export const payloadPart = 'payload';
