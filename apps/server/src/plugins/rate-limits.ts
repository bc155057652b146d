import { normalizeIP } from '@fastify/rate-limit';

/**
 * The key of a client address for limits: an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4
 * address, and any other IPv6 address as its /64, the block one subscriber's network is given (a phone on Jio
 * or Airtel gets a /64 of its own and may change the rest of the address at will).
 */
export const addressKey = (ip: string) => normalizeIP(ip, 64);
