import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a route is: its method and full path template (`:name` marks a path parameter). */
export type Endpoint = { readonly method: Method; readonly path: string };

/** What a route takes and answers, as the server validates and serialises it; no `answer` means no body back. */
export type Schemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
};

/** One entry of the route table: an endpoint with the server's schemas for it. */
export const route = <const E extends Endpoint, const S extends Schemas>(endpoint: E, schemas: S): E & S => ({
  ...endpoint,
  ...schemas,
});
