import { z } from 'zod';
import { pagingQuery, searchParam } from './query';

/** GET customer/v1/subscriber/me: the signed-in listener as the site shows them (no role: staff is invisible). */
export const subscriberProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  stationId: z.number().int().nullable(),
});
export type SubscriberProfile = z.infer<typeof subscriberProfile>;

/** GET customer/v1/staff/subscribers: staff list listeners, newest first; search matches name or e-mail. */
export const staffSubscriberQuery = pagingQuery.extend({ search: searchParam.optional() });
export const staffSubscriber = subscriberProfile.extend({ createdAt: z.string() });
export type StaffSubscriber = z.infer<typeof staffSubscriber>;
