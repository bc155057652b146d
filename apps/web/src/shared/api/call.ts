import type { Endpoint } from '@tarang/contracts/endpoints';
import type { ApiRoute } from '@tarang/contracts/routes';
import type { z } from 'zod';
import { type Query, requestUrl, withQuery } from './client';

/**
 * The API called through the contracts' route table: `call(shows.get, { params: { id }, signal })` answers what
 * the server's schema for that route says it answers, and takes the params, query and body its schemas take.
 * The endpoints (method and path) are all that reach the bundle; the schemas are only read for their types.
 */
type ByKey = { [R in ApiRoute as `${R['method']} ${R['path']}`]: R };
export type RouteOf<E extends Endpoint> = `${E['method']} ${E['path']}` extends infer K extends keyof ByKey
  ? ByKey[K]
  : never;

/** Query values as the app has them (numbers, booleans); a parameter the server defaults may be left out. */
type QueryOf<S extends z.ZodType> = {
  [K in keyof z.input<S> as undefined extends z.input<S>[K] ? never : K]: z.output<S>[K & keyof z.output<S>];
} & {
  [K in keyof z.input<S> as undefined extends z.input<S>[K] ? K : never]?: z.output<S>[K & keyof z.output<S>];
};

/** An endpoint's path parameters (`{ id }` for `…/:id`); never when it has none. */
export type ParamsOf<E extends Endpoint> =
  RouteOf<E> extends { params: infer S extends z.ZodType } ? z.output<S> : never;
/** An endpoint's query as `call` takes it; never when it takes none. */
export type QueryArg<E extends Endpoint> =
  RouteOf<E> extends { query: infer S extends z.ZodType } ? QueryOf<S> : never;

type ParamsPart<R> = R extends { params: infer S extends z.ZodType } ? { params: z.output<S> } : unknown;
type QueryPart<R> = R extends { query: infer S extends z.ZodType }
  ? object extends QueryOf<S>
    ? { query?: QueryOf<S> }
    : { query: QueryOf<S> }
  : unknown;
type BodyPart<R> = R extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : unknown;

export type CallArgs<E extends Endpoint> = ParamsPart<RouteOf<E>> &
  QueryPart<RouteOf<E>> &
  BodyPart<RouteOf<E>> & { signal?: AbortSignal };
export type Answer<E extends Endpoint> =
  RouteOf<E> extends { answer: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The address of an endpoint with its path parameters filled in (each encoded) and its query appended. */
export function endpointUrl(endpoint: Endpoint, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_: string, name: string) => {
    if (values[name] === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(values[name]));
  });
  return withQuery(path, query as Query | undefined);
}

export type LooseArgs = { params?: object; query?: object; body?: unknown; signal?: AbortSignal };

export function call<E extends Endpoint>(
  endpoint: E,
  ...[args]: object extends CallArgs<E> ? [CallArgs<E>?] : [CallArgs<E>]
): Promise<Answer<E>> {
  return callWith(endpoint, (args ?? {}) as LooseArgs);
}

/**
 * `call` for code that is generic over the endpoint (a hook that is handed one) and has built its arguments
 * itself: the same request and the same typed answer, the arguments checked by that code's own signature.
 */
export function callWith<E extends Endpoint>(
  endpoint: E,
  { params, query, body, signal }: LooseArgs,
): Promise<Answer<E>> {
  return requestUrl<Answer<E>>(endpoint.method, endpointUrl(endpoint, params, query), { body, signal });
}
