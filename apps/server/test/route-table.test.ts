import swagger from '@fastify/swagger';
import { type Endpoint, routes, type Schemas } from '@tarang/contracts/routes';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../src/types';
import { buildTestApp } from './helper';

/**
 * The contracts' route table (what the web calls through) against the server: every entry is a route the server
 * registers, with the same method and path, and the same params, query, body and answer as the server's own
 * schemas. Both sides go through the same OpenAPI conversion, so the comparison is of what a caller sees.
 */
type Entry = Endpoint & Schemas;
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const entries = Object.entries(routes).flatMap(([domain, table]) =>
  Object.entries(table as Record<string, Entry>).map(([name, entry]) => ({
    name: `${domain}.${name}`,
    entry,
  })),
);
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** What a caller sees of an operation: its parameters, its JSON body and the JSON of its success answers. */
function surface(operation: Operation) {
  const parameters = [...(operation.parameters ?? [])].sort((a, b) =>
    `${a.in}:${a.name}`.localeCompare(`${b.in}:${b.name}`),
  );
  const answers = Object.entries(operation.responses ?? {})
    .filter(([code]) => code.startsWith('2'))
    .map(([, response]) => response.content?.['application/json']?.schema)
    .filter((schema) => schema !== undefined);
  return { parameters, body: operation.requestBody?.content['application/json']?.schema, answers };
}

/** The table's entries as routes of a bare app of their own, documented like the server's. */
async function tableDocument(): Promise<Document> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: { info: { title: 'table', version: '1' } },
    transform: jsonSchemaTransform,
  });
  for (const { entry } of entries) {
    app.route({
      method: entry.method,
      url: entry.path,
      schema: {
        ...(entry.params && { params: entry.params }),
        ...(entry.query && { querystring: entry.query }),
        ...(entry.body && { body: entry.body }),
        ...(entry.answer && { response: { 200: entry.answer } }),
      },
      handler: async () => undefined,
    });
  }
  await app.ready();
  const document = app.swagger() as unknown as Document;
  await app.close();
  return document;
}

let app: App;
let server: Document;
let table: Document;
beforeAll(async () => {
  app = await buildTestApp();
  server = app.swagger() as unknown as Document;
  table = await tableDocument();
});
afterAll(() => app?.close());

describe('route table', () => {
  test('has entries', () => expect(entries.length).toBeGreaterThan(100));

  test.each(entries)('$name is a route of the server', ({ entry }) => {
    expect(app.hasRoute({ method: entry.method, url: entry.path })).toBe(true);
  });

  test.each(entries)('$name takes and answers what the server does', ({ entry }) => {
    const method = entry.method.toLowerCase();
    const theirs = server.paths[openApiPath(entry.path)]?.[method];
    const ours = table.paths[openApiPath(entry.path)]?.[method];
    // Routes the server leaves out of its documentation (the resumable uploads) are checked by method and path only.
    if (!theirs) return;
    expect(ours).toBeDefined();
    const expected = surface(theirs);
    const actual = surface(ours as Operation);
    expect(actual.parameters).toEqual(expected.parameters);
    expect(actual.body).toEqual(expected.body);
    // One answer schema in the table for every success code the server declares (a save may answer 200 or 201).
    for (const answer of expected.answers) expect(actual.answers).toContainEqual(answer);
    if (expected.answers.length === 0) expect(actual.answers).toEqual([]);
  });
});
