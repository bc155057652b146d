import { z } from 'zod';
import { fetchJson, ProviderError, type SocialProfile } from './http';

export type FacebookSettings = { appId: string; appSecret: string; graphUrl: string };

const debugToken = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.union([z.string(), z.number()]).optional(),
    user_id: z.union([z.string(), z.number()]).optional(),
  }),
});
const me = z.object({ id: z.string().min(1), name: z.string().optional(), email: z.string().optional() });

/**
 * Facebook: the token is a user access token. The Graph API's debug_token (asked with our app's credentials)
 * must call it valid and issued to our app; then /me gives the user.
 */
export async function verifyFacebook(
  settings: FacebookSettings,
  accessToken: string,
  timeoutMs: number,
): Promise<SocialProfile> {
  const debug = await fetchJson(
    `${settings.graphUrl}/debug_token?${new URLSearchParams({
      input_token: accessToken,
      access_token: `${settings.appId}|${settings.appSecret}`,
    })}`,
    {},
    timeoutMs,
    debugToken,
  );
  if (!debug.data.is_valid) throw new ProviderError('Facebook says the token is not valid');
  if (String(debug.data.app_id) !== settings.appId) throw new ProviderError('token of another Facebook app');
  const user = await fetchJson(
    `${settings.graphUrl}/me?${new URLSearchParams({ fields: 'id,name,email', access_token: accessToken })}`,
    {},
    timeoutMs,
    me,
  );
  if (debug.data.user_id !== undefined && String(debug.data.user_id) !== user.id) {
    throw new ProviderError('Facebook token and user do not match');
  }
  return { subject: user.id, email: user.email, name: user.name };
}
