import { createHash, createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, exportJWK, type JWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** The local provider's issuer and the one client it knows (the site). */
export const LOCAL_ISSUER = 'tarang-local';
export const LOCAL_CLIENT_ID = 'tarang-local';

/** Audiences keep the local tokens apart: an access token is never accepted as a code, and so on. */
export const LOCAL_AUDIENCE = {
  googleIdToken: LOCAL_CLIENT_ID,
  facebookAccess: 'tarang-local:facebook',
  twitterCode: 'tarang-local:twitter-code',
  twitterAccess: 'tarang-local:twitter-access',
} as const;

export type LocalKeys = {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as published at the local JWKS endpoint. */
  publicJwk: JWK;
  /** The local "Facebook app secret": derived from the key, so every instance sharing the key agrees. */
  appSecret: string;
};

/**
 * The local provider signs everything (ID tokens, access tokens, codes) with one RSA key, so it keeps no
 * state: a key made once and kept in DATA_DIR, like the access-token key (plugins/auth.ts). Instances that
 * should honour each other's local sign-ins share DATA_DIR.
 */
export function localKeyStore(dataDir: string): () => Promise<LocalKeys> {
  let loading: Promise<LocalKeys> | undefined;
  return () => {
    loading ??= load(join(dataDir, 'local-identity-provider.pem')).catch((error) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

async function load(path: string): Promise<LocalKeys> {
  const pem = await readOrCreate(path);
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    privateKey,
    publicKey,
    publicJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    appSecret: createHash('sha256').update('facebook app secret\n').update(pem).digest('base64url'),
  };
}

async function readOrCreate(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  await mkdir(join(path, '..'), { recursive: true });
  try {
    await writeFile(path, pem, { mode: 0o600, flag: 'wx' });
    return pem;
  } catch (error) {
    // Another instance made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFile(path, 'utf8');
    throw error;
  }
}

export function signLocal(
  keys: LocalKeys,
  claims: JWTPayload,
  { audience, subject, seconds }: { audience: string; subject: string; seconds: number },
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: keys.publicJwk.kid as string, typ: 'JWT' })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(keys.privateKey);
}

/** The claims of a local token for `audience`, or undefined when it is not one (bad, expired, other kind). */
export async function verifyLocal(
  keys: LocalKeys,
  token: string | undefined,
  audience: string,
): Promise<(JWTPayload & { sub: string }) | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: ['RS256'],
      issuer: LOCAL_ISSUER,
      audience,
      requiredClaims: ['sub', 'exp'],
    });
    return payload as JWTPayload & { sub: string };
  } catch {
    return undefined;
  }
}

/** A stable subject for an e-mail, prefixed so it can never equal a real provider's user id. */
export const localSubject = (email: string) =>
  `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
