/**
 * Property-based fuzzing of the whole API, driven by its own OpenAPI document: every operation gets generated
 * bad input (path and query parameters, JSON and multipart bodies, wrong content types; NUL characters and lone
 * surrogates in text, text past its maximum length, subnormal, huge and not-quite numbers, JSON nested
 * thousands deep), sent anonymously, as a listener and as a network admin (so the console's routes are fuzzed
 * past their sign-in check). Whatever the input, the answer is never a 5xx, and every JSON 4xx has the standard
 * error shape. A failure prints the operation, the request and the response. The seed is fixed, so a rerun
 * finds the same case; FUZZ_SEED=n tries others, FUZZ_RUNS=n runs more per operation and identity, and
 * TEST_LOG=error shows the server's stack for a 500.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiError } from '@tarang/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ensureStaffAccount } from '../src/domains/team/staff-accounts';
import { buildTestApp, multipart, nextAddress, tempDataDir } from './helper';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_214);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const NUL = '\u0000';
/** The document cannot describe this body (the handler reads the stream itself), so it is named here. */
const MULTIPART_OPERATIONS = new Set(['POST /api/file/v1/file/upload']);
/** These stand in for Google, Facebook and Twitter, and answer errors in those providers' own formats. */
const FOREIGN_ERROR_TAGS = new Set(['local sign-in (development)']);

/** What the generators read of a JSON Schema in the document. */
type Schema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  id: string;
  path: string;
  params: Parameter[];
  body?: Schema;
  ownErrors: boolean;
  /** The console's (tag staff): anyone but staff is refused before the input is read. */
  staffOnly: boolean;
  /** Documented with a bearer token: an anonymous caller is refused, or read as one. */
  signedIn: boolean;
};
type Request = { method: string; url: string; headers: Record<string, string>; payload?: string };

// One app for the whole file, built while collecting, so that there is one `it` per documented operation.
const dataDir = tempDataDir();
const STAFF = { email: 'staff@fuzz.example', password: 'Studio#2026' };
const base = loadConfig({ ...process.env, NODE_ENV: 'test' });
// The local stand-in sign-in is on, as in development, so its routes are fuzzed too.
const app = await buildTestApp({
  dataDir,
  privateFilesDir: join(dataDir, 'private'),
  staff: STAFF,
  social: { ...base.social, localProviders: true },
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});
await ensureStaffAccount(app);

async function bearer(url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return `Bearer ${response.json().data.token}`;
}
const LISTENER = { name: 'Fuzz Listener', email: 'listener@fuzz.example', password: 'Chai4Two!' };
const AUTHS: Record<string, string | undefined> = {
  anonymous: undefined,
  listener: await bearer('/api/customer/v1/subscriber/signup', {
    ...LISTENER,
    stationDetail: { stationId: 1, stationName: 'x' },
  }),
  staff: await bearer('/api/customer/v1/subscriber/login', STAFF),
};

type Documented = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: object };
  security?: unknown[];
};
const { paths } = (await app.inject({ url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Documented>>;
};
const operations: Operation[] = Object.entries(paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, op]) => ({
    id: `${method.toUpperCase()} ${path}`,
    path,
    params: op.parameters ?? [],
    body: (op.requestBody?.content as Record<string, { schema?: Schema }>)?.['application/json']?.schema,
    ownErrors: !op.tags?.some((tag) => FOREIGN_ERROR_TAGS.has(tag)),
    staffOnly: op.tags?.includes('staff') ?? false,
    signedIn: (op.security?.length ?? 0) > 0,
  })),
);

// ---- Bad values ----

/**
 * JSON written verbatim where a value goes (see `toJson`): numbers past what a JS number holds exactly or at
 * all, and arrays and objects nested deeper than any body of the API (JSON.stringify could not even write them).
 */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** Nested past the bound: within a listener route's size (16,000 levels) and past it (50,000). */
const deepJson = [33, 16_000, 50_000].flatMap((depth) => [nestedArrays(depth), nestedObjects(depth)]);
const oddJson = [
  ...['2147483648', '-2147483649', '1e20', '9007199254740993', '99999999999999999999'],
  ...['1e400', '-1e400', '5e-324', '-5e-324', '-0', '1E308', '0.0000000001', '2.2250738585072014e-308'],
  ...[200, 5_000].flatMap((depth) => [nestedArrays(depth), nestedObjects(depth)]),
];
const RAW_JSON = [...oddJson, ...deepJson];
const RAW = '\u0001raw:';
const rawOf = (text: string) => `${RAW}${RAW_JSON.indexOf(text)}`;
const raw = fc.constantFrom(...oddJson).map(rawOf);
const toJson = (value: unknown) =>
  JSON.stringify(value)?.replace(/"\\u0001raw:(\d+)"/g, (_, index) => RAW_JSON[Number(index)] ?? '') ?? '';
const bigNumbers = ['2147483648', '-2147483649', '1e20', '9007199254740993', '99999999999999999999'];
/** Numbers too close to 0 for a single-precision column (subnormal ones among them), and other odd ones. */
const tinyNumbers = [5e-324, -5e-324, 1e-40, 2.2250738585072014e-308];
const oddNumbers = [...tinyNumbers, 1e-7, 1e308, -1e308, -0, 2 ** 53 + 2, 0.1 + 0.2];
/** Strings a sloppy client sends for a number: not-a-number, infinities, other digits (Devanagari ones too). */
const numberLike = ['NaN', 'Infinity', '-Infinity', '1e400', '5e-324', '0x1F', '1_000', ' 1', '१२३', '١٢٣'];
/** Halves of a UTF-16 surrogate pair with no other half: not Unicode text, which PostgreSQL cannot store. */
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const inserted = (inner: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ maxLength: 12 }), inner, fc.string({ maxLength: 12 }))
    .map(([before, middle, after]) => `${before}${middle}${after}`);
const withNul = inserted(fc.constant(NUL));
const withLoneSurrogate = inserted(fc.constantFrom(...LONE_SURROGATES));
const badText = fc.oneof(
  fc.constantFrom(...bigNumbers, ...numberLike, '-1', '0', '-0', '1.5', '', ' ', 'null', "' or 1=1 --"),
  withNul,
  withLoneSurrogate,
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: 60, max: 40_000 }).map((n) => 'ä1'.repeat(n)),
);
/** Already URL-encoded: percent signs that decode to nothing valid, or to bytes that are not UTF-8. */
const percentJunk = fc.oneof(
  fc.constantFrom('%', '%zz', '%00', '%c0%af', '%ff%fe', '%2e%2e%2f', '%E2%82', '%25%00'),
  fc
    .uint8Array({ minLength: 1, maxLength: 6 })
    .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
);
const badJson: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  fc.constantFrom(null, true, 0, -1, 1.5, 2147483648, -2147483649, 1e20, ...oddNumbers, []),
  raw,
  fc.jsonValue({ maxDepth: 3 }),
);

// ---- Values the schema accepts: one bad field among good ones gets past validation to the handler ----

/** The document says only `string` for these; their rules are refinements it cannot express. */
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.emailAddress(),
  password: fc.constant('Chai4Two!'),
  oldPassword: fc.constant('Chai4Two!'),
  newPassword: fc.constant('Masala5Dosa!'),
  mobile: fc.constant('9876543210'),
  contactNumber: fc.constant('9876543210'),
};

function valid(schema: Schema = {}, name = ''): fc.Arbitrary<unknown> {
  const hint = HINTS[name];
  if (hint) return hint;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === 'object') return validObject(schema);
  if (schema.type === 'array') return fc.array(valid(schema.items), { maxLength: 3 });
  if (schema.type === 'integer' || schema.type === 'number') {
    const { minimum: min = -1000, maximum: max = 1000 } = schema;
    const any = fc.bigInt(BigInt(Math.ceil(min)), BigInt(Math.floor(max))).map(Number);
    // Small ids name rows of the demo data; the extremes test the columns.
    const ids = fc.constantFrom(...[1, 2, 3, min].filter((n) => n >= min && n <= max));
    const edges = fc.constantFrom(min, max);
    return fc.oneof(
      { weight: 3, arbitrary: ids },
      { weight: 1, arbitrary: edges },
      { weight: 1, arbitrary: any },
    );
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const seeded = ['1', '2', '3', 'a1'].filter((text) => pattern.test(text));
    const matching = fc.stringMatching(pattern);
    return seeded.length ? fc.oneof(fc.constantFrom(...seeded), matching) : matching;
  }
  const { minLength = 1, maxLength = 40 } = schema;
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) });
}

/** Optional fields mostly left out (undefined, which JSON drops): one the handler checks, an RJ say, could
 * end the request early. */
function validObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const absent = { weight: 2, arbitrary: fc.constant(undefined) };
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const value = valid(field, name);
    return [
      name,
      schema.required?.includes(name) ? value : fc.oneof(absent, { weight: 1, arbitrary: value }),
    ];
  });
  return fc.record(Object.fromEntries(fields));
}

/**
 * An accepted string with a NUL or a lone surrogate at some position, one a character past its maximum length,
 * or junk text.
 */
function badString(schema: Schema = {}, name = ''): fc.Arbitrary<string> {
  const inside = (character: fc.Arbitrary<string>) =>
    fc.tuple(valid(schema, name).map(String), fc.nat(), character).map(([text, at, inserted]) => {
      const cut = at % (text.length + 1);
      return `${text.slice(0, cut)}${inserted}${text.slice(cut)}`;
    });
  const tooLong = valid(schema, name).map((text) =>
    String(text).padEnd((schema.maxLength ?? 100_000) + 1, 'x'),
  );
  return fc.oneof(inside(fc.constant(NUL)), inside(fc.constantFrom(...LONE_SURROGATES)), tooLong, badText);
}

/** A value made bad for its schema: a bad string, a number past the column or one no column holds, or junk. */
function bad(schema: Schema = {}, name = ''): fc.Arbitrary<unknown> {
  if (schema.type === 'object') return fc.oneof(mutatedObject(schema), badJson);
  if (schema.type === 'integer' || schema.type === 'number') {
    const edges = [(schema.maximum ?? 0) + 1, (schema.minimum ?? 0) - 1, 2147483648, 1.5, ...oddNumbers];
    return fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...tinyNumbers) },
      { weight: 2, arbitrary: fc.constantFrom(...edges) },
      { weight: 1, arbitrary: fc.constantFrom(...numberLike) },
      { weight: 1, arbitrary: badJson },
    );
  }
  return schema.type === 'string' ? fc.oneof(badString(schema, name), badJson) : badJson;
}

/** A valid object with one field made bad or left out. */
function mutatedObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  if (!names.length) return fc.dictionary(fc.string({ maxLength: 8 }), badJson, { maxKeys: 3 });
  return fc.tuple(validObject(schema), fc.constantFrom(...names), fc.nat(5)).chain(([good, name, dice]) => {
    const { [name]: _left, ...rest } = good;
    if (dice === 0) return fc.constant(rest);
    return bad(schema.properties?.[name], name).map((value) => ({ ...rest, [name]: value }));
  });
}

// ---- Bodies: JSON from the schema, text that is not JSON, wrong content types, broken multipart ----

type Body = { contentType?: string; payload: string };
const B = 'fuzz-boundary';
const withBoundary = `multipart/form-data; boundary=${B}`;
const part = (headers: string, body: string) => `--${B}\r\n${headers}\r\n\r\n${body}\r\n`;
const filePart = 'Content-Disposition: form-data; name="file"; filename="a.png"';
const brokenMultipart: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { contentType: 'multipart/form-data', payload: `${part(filePart, 'x')}--${B}--` },
    { contentType: withBoundary, payload: '{"file":"x"}' },
    { contentType: withBoundary, payload: '' },
    { contentType: withBoundary, payload: `--${B}\r\n${filePart}\r\n\r\nabc` },
    { contentType: withBoundary, payload: `${part('Content-Disposition: form-data', 'abc')}--${B}--` },
    { contentType: withBoundary, payload: `${part('X-Junk: 1', 'abc')}--${B}--\r\n` },
    { contentType: 'multipart/form-data; boundary=other', payload: `${part(filePart, 'x')}--${B}--` },
  ),
  // Well-formed, with junk names, values and file names, and more parts than the limits allow.
  fc
    .array(
      fc.record({
        name: fc.oneof(fc.constantFrom('file', 'altName'), fc.string({ maxLength: 10 }), withNul),
        filename: fc.option(fc.oneof(fc.constant('a.png'), badText), { nil: undefined }),
        body: badText,
      }),
      { minLength: 1, maxLength: 14 },
    )
    .map((parts) => {
      const form = multipart(parts);
      return { contentType: form.headers['content-type'], payload: form.payload.toString() };
    }),
);
const asJson = (payload: string): Body => ({ contentType: 'application/json', payload });
const rawJson = [
  ...['', '{', '{"a":', `nul${NUL}`, "{'a':1}", '[1,]', '\uFEFF{}', '{"__proto__":{"x":1}}'],
  ...['{"constructor":{"prototype":{"x":1}}}', '"\\ud800"', '{"\\udc00":1}', '[-0, 5e-324, 1e400]'],
];
const wrongTypes = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', undefined];
const tooLarge = toJson({ text: 'a'.repeat(1_100_000) });

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const schema = op.body ?? { type: 'object' };
  const json = fc.oneof(
    { weight: 4, arbitrary: mutatedObject(schema) },
    { weight: 1, arbitrary: validObject(schema).map((good) => ({ ...good, [`x${NUL}`]: [{}] })) },
    { weight: 1, arbitrary: fc.oneof(badJson, fc.array(validObject(schema), { maxLength: 2 })) },
  );
  const notJson = fc.oneof(
    fc.constantFrom(...rawJson, tooLarge).map(asJson),
    fc
      .tuple(fc.constantFrom(...wrongTypes), validObject(schema))
      .map(([contentType, value]) => ({ contentType, payload: toJson(value) })),
  );
  // A whole body nested deep, or a valid one with a field nested deep.
  const deep = fc.oneof(
    fc.constantFrom(...deepJson),
    fc
      .tuple(validObject(schema), fc.constantFrom(...deepJson))
      .map(([good, nested]) => toJson({ ...good, x: rawOf(nested) })),
  );
  const isMultipart = MULTIPART_OPERATIONS.has(op.id);
  return fc.oneof(
    { weight: isMultipart ? 1 : 6, arbitrary: json.map((value) => asJson(toJson(value))) },
    { weight: 2, arbitrary: notJson },
    { weight: 1, arbitrary: deep.map(asJson) },
    { weight: isMultipart ? 6 : 1, arbitrary: brokenMultipart },
  );
}

// ---- Whole requests ----

/** Percent-encoded; a lone surrogate as the three bytes a careless encoder writes for it (not UTF-8). */
const encoded = (value: unknown) =>
  String(value).replace(/[\s\S]/gu, (character) => {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(character);
  });
const goodParam = (param?: Parameter) => valid(param?.schema, param?.name).map(encoded);
const badParam = (param?: Parameter) =>
  fc.oneof(badString(param?.schema, param?.name).map(encoded), percentJunk);
const shorten = (text = '') => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
const describeRequest = ({ method, url, headers, payload }: Request) =>
  `${method} ${shorten(url)} ${JSON.stringify(headers)} payload: ${JSON.stringify(shorten(payload))}`;

function requestFor(op: Operation): fc.Arbitrary<Request> {
  const [method = 'GET'] = op.id.split(' ');
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => name);
  const inPath = names.map((name) => op.params.find((p) => p.name === name) ?? { in: 'path', name });
  const inQuery = op.params.filter((p) => p.in === 'query');
  const params = [...inPath, ...inQuery];
  // One parameter made bad (or none), the others good or left out, so that the bad one reaches the handler.
  const values = fc.integer({ min: -1, max: params.length - 1 }).chain((target) =>
    fc.tuple(
      ...params.map((p, i) => {
        if (i === target) return badParam(p);
        return p.in === 'path' ? goodParam(p) : fc.option(goodParam(p), { nil: undefined });
      }),
    ),
  );
  // Declared parameters again (?a=1&a=2), and unknown ones.
  const extraName = fc.oneof(
    percentJunk,
    fc.string({ maxLength: 8 }).map(encoded),
    ...inQuery.map((p) => fc.constant(p.name)),
  );
  const extras = fc.array(fc.tuple(extraName, fc.oneof(goodParam(), badParam())), { maxLength: 2 });
  const body = method === 'GET' ? fc.constant(undefined) : bodyFor(op);
  return fc.tuple(values, extras, body).map(([filled, more, sent]) => {
    let next = 0;
    const path = op.path.replace(/\{\w+\}/g, () => filled[next++] ?? '');
    const pairs = [...inQuery.map((p, i) => [p.name, filled[inPath.length + i]]), ...more];
    const query = pairs.flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${value}`]));
    const request: Request = {
      method,
      url: query.length ? `${path}?${query.join('&')}` : path,
      headers: sent?.contentType ? { 'content-type': sent.contentType } : {},
      payload: sent?.payload,
    };
    // How fast-check prints the counterexample: long values shortened.
    return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
  });
}

// ---- The properties ----

const standardError = apiError.strict();
function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Sends the request; throws, saying what is wrong, when the answer breaks a property. */
async function check(op: Operation, auth: string, request: Request) {
  const token = AUTHS[auth];
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    payload: request.payload,
    headers: { ...request.headers, ...(token ? { authorization: token } : {}) },
    remoteAddress: nextAddress(),
  });
  const status = response.statusCode;
  const problems: string[] = [];
  if (status >= 500 && !(status === 503 && response.headers['retry-after']))
    problems.push(`status ${status}`);
  const isJson = /^application\/(.+\+)?json/.test(String(response.headers['content-type']));
  // A HEAD answer carries headers only.
  const hasBody = request.method !== 'HEAD';
  if (op.ownErrors && hasBody && status >= 400 && status < 500 && isJson) {
    const shape = standardError.safeParse(parsed(response.body));
    const issues = shape.error?.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    if (issues) problems.push(`not the standard error shape (${issues.join('; ')})`);
    else if (shape.data?.statusCode !== status) problems.push(`statusCode ${shape.data?.statusCode}`);
  }
  if (response.body.includes(NUL) || response.body.includes('\\u0000')) problems.push('echoes a NUL');
  if (problems.length) {
    throw new Error(
      `${op.id} as ${auth}: ${problems.join(', ')}\n  request: ${describeRequest(request)}\n` +
        `  response: ${status} ${shorten(response.body)}`,
    );
  }
}

/**
 * Every input, under the identity that gets past the route's sign-in check, RUNS times. A tenth of that where
 * the input cannot matter: an operation that takes none (the sitemap index: only junk query parameters), and a
 * caller the route refuses before reading it (anyone but staff on the console, an anonymous caller where a
 * sign-in is needed). The time goes where handlers run.
 */
function runsFor(op: Operation, auth: string): number {
  const few = Math.ceil(RUNS / 10);
  const takesInput = op.params.length > 0 || !op.id.startsWith('GET ');
  if (!takesInput) return few;
  if (auth === 'anonymous' && (op.staffOnly || op.signedIn)) return few;
  if (auth === 'listener' && op.staffOnly) return few;
  return RUNS;
}

describe('every operation of the OpenAPI document, fed bad input', () => {
  it('the document lists the operations, the upload among them', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((op) => op.id)).toEqual(expect.arrayContaining([...MULTIPART_OPERATIONS]));
  });

  it.each(operations.map((op) => [op.id, op] as const))(
    '%s: never a 5xx, every JSON 4xx in the standard error shape',
    { timeout: 180_000 },
    async (_id, op) => {
      // The same inputs under each identity: a handler can fail only for a signed-in caller.
      for (const auth of Object.keys(AUTHS)) {
        const property = fc.asyncProperty(requestFor(op), (request) => check(op, auth, request));
        await fc.assert(property, { seed: SEED, numRuns: runsFor(op, auth) });
      }
    },
  );
});
