import { z } from 'zod';

/** GET customer/v1/subscriber/me: the signed-in listener as the site shows them (no role: staff is invisible). */
export const subscriberProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  stationId: z.number().int().nullable(),
});
export type SubscriberProfile = z.infer<typeof subscriberProfile>;
