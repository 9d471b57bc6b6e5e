import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/**
 * Cloudflare Access signs in the dealer and adds a JWT to every request it lets through; the
 * Worker checks it too, so a misconfigured or bypassed Access application shows nothing.
 */
export const accessHeader = 'cf-access-jwt-assertion';

export interface AccessConfig {
  /** "dealer" or "dealer.cloudflareaccess.com". */
  teamDomain: string;
  aud: string;
  certsUrl?: string;
}

/** https://<team>.cloudflareaccess.com, from a team name or a full host name. */
export function teamOrigin(teamDomain: string): string {
  const host = teamDomain
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  return `https://${host.includes('.') ? host : `${host}.cloudflareaccess.com`}`;
}

export const certsUrl = (config: AccessConfig) =>
  config.certsUrl?.trim() || `${teamOrigin(config.teamDomain)}/cdn-cgi/access/certs`;

// One key set per certs URL and isolate: jose caches the keys and refetches on an unknown kid.
const keySets = new Map<string, JWTVerifyGetKey>();
const remoteKeys = (url: string) =>
  keySets.get(url) ?? keySets.set(url, createRemoteJWKSet(new URL(url))).get(url)!;

export type AccessVerdict = { ok: true; email: string | null } | { ok: false; reason: string };

/** A current token of the team's keys, issuer and this application; unconfigured: nobody. */
export async function verifyAccess(
  token: string | null,
  config: Partial<AccessConfig>,
  keys?: JWTVerifyGetKey,
): Promise<AccessVerdict> {
  if (!config.teamDomain?.trim() || !config.aud?.trim())
    return { ok: false, reason: 'unconfigured' };
  if (!token) return { ok: false, reason: 'missing' };
  const full = config as AccessConfig;
  try {
    const { payload } = await jwtVerify(token, keys ?? remoteKeys(certsUrl(full)), {
      audience: full.aud.trim(),
      issuer: teamOrigin(full.teamDomain),
      algorithms: ['RS256'],
    });
    return { ok: true, email: typeof payload.email === 'string' ? payload.email : null };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.name : 'invalid' };
  }
}
