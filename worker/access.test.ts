/** @jest-environment node */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { certsUrl, teamOrigin, verifyAccess } from '@/worker/access';

const config = { teamDomain: 'dealer', aud: 'aud-tag-123' };
const issuer = 'https://dealer.cloudflareaccess.com';

async function keyPairWithJwk(kid: string) {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { ...pair, jwk };
}

describe('Cloudflare Access check', () => {
  let team: Awaited<ReturnType<typeof keyPairWithJwk>>;
  let stranger: Awaited<ReturnType<typeof keyPairWithJwk>>;
  let keys: ReturnType<typeof createLocalJWKSet>;

  beforeAll(async () => {
    team = await keyPairWithJwk('team-key');
    stranger = await keyPairWithJwk('team-key');
    keys = createLocalJWKSet({ keys: [team.jwk] });
  });

  const token = (
    claims: { aud?: string; iss?: string; exp?: string | number },
    key = team.privateKey,
  ) =>
    new SignJWT({ email: 'dealer@example.ge' })
      .setProtectedHeader({ alg: 'RS256', kid: 'team-key' })
      .setIssuedAt()
      .setAudience(claims.aud ?? config.aud)
      .setIssuer(claims.iss ?? issuer)
      .setExpirationTime(claims.exp ?? '10m')
      .sign(key);

  it('lets in a current token of the team for this application', async () => {
    expect(await verifyAccess(await token({}), config, keys)).toEqual({
      ok: true,
      email: 'dealer@example.ge',
    });
  });

  it('shuts out a missing token', async () => {
    expect(await verifyAccess(null, config, keys)).toEqual({ ok: false, reason: 'missing' });
  });

  it('shuts out a token for another application, issuer, expired or signed by another key', async () => {
    const refused = [
      await token({ aud: 'other-app' }),
      await token({ iss: 'https://other.cloudflareaccess.com' }),
      await token({ exp: Math.floor(Date.now() / 1000) - 3600 }),
      await token({}, stranger.privateKey),
      'not.a.token',
    ];
    for (const jwt of refused) expect((await verifyAccess(jwt, config, keys)).ok).toBe(false);
  });

  it('shuts everyone out until the team and audience are configured', async () => {
    const jwt = await token({});
    expect(await verifyAccess(jwt, { teamDomain: 'dealer' }, keys)).toEqual({
      ok: false,
      reason: 'unconfigured',
    });
    expect((await verifyAccess(jwt, { aud: config.aud, teamDomain: ' ' }, keys)).ok).toBe(false);
  });

  it('finds the team’s keys from a team name or host name, unless overridden', () => {
    expect(teamOrigin('dealer')).toBe(issuer);
    expect(teamOrigin('https://dealer.cloudflareaccess.com/')).toBe(issuer);
    expect(certsUrl(config)).toBe(`${issuer}/cdn-cgi/access/certs`);
    expect(certsUrl({ ...config, certsUrl: 'http://127.0.0.1:9102/certs' })).toBe(
      'http://127.0.0.1:9102/certs',
    );
  });
});
