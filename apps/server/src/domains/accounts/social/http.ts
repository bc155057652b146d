import type { z } from 'zod';

/** What a provider vouches for: its stable user id, and the e-mail and name when it gives them. */
export type SocialProfile = { subject: string; email?: string | undefined; name?: string | undefined };

/** A provider refused the token, answered nonsense or could not be reached: the caller answers 401. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/**
 * JSON from a provider within `timeoutMs`, checked against `schema`. Errors name the URL without its query,
 * which may carry a token.
 */
export async function fetchJson<T extends z.ZodType>(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  schema: T,
): Promise<z.output<T>> {
  const where = url.split('?')[0];
  const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  if (!response.ok) throw new ProviderError(`${where} answered ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderError(`${where} answered something other than JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderError(`${where} answered an unexpected shape`);
  return parsed.data;
}
