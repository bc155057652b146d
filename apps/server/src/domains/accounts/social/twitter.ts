import { z } from 'zod';
import { fetchJson, type SocialProfile } from './http';

export type TwitterSettings = {
  clientId: string;
  clientSecret: string | undefined;
  tokenUrl: string;
  apiUrl: string;
};

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const usersMe = z.object({ data: z.object({ id: z.string().min(1), name: z.string().optional() }) });

/**
 * Twitter/X: OAuth 2.0 authorization code with PKCE. The code is exchanged (with the verifier and the
 * redirect URI it was issued for; HTTP Basic when the client has a secret), then /2/users/me gives the user.
 * Twitter gives no e-mail.
 */
export async function verifyTwitter(
  settings: TwitterSettings,
  grant: { code: string; codeVerifier: string; redirectUri: string },
  timeoutMs: number,
): Promise<SocialProfile> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (settings.clientSecret) {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    headers.authorization = `Basic ${basic}`;
  }
  const token = await fetchJson(
    settings.tokenUrl,
    {
      method: 'POST',
      headers,
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: grant.code,
        redirect_uri: grant.redirectUri,
        code_verifier: grant.codeVerifier,
        client_id: settings.clientId,
      }).toString(),
    },
    timeoutMs,
    tokenAnswer,
  );
  const user = await fetchJson(
    `${settings.apiUrl}/2/users/me`,
    { headers: { authorization: `Bearer ${token.access_token}` } },
    timeoutMs,
    usersMe,
  );
  return { subject: user.data.id, name: user.data.name };
}
