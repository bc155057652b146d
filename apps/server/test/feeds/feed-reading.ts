import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Reading a parsed feed and checking its values' formats: the tools of apple-rules.ts. */

export type Fetched = { status: number; headers: Record<string, string | undefined>; body: Buffer };
export type FeedContext = {
  /** The address the feed was fetched from. */
  feedUrl: string;
  /** How the validator fetches a URL the feed names (images, enclosures). */
  fetch: (url: string, init?: { method?: 'GET' | 'HEAD'; range?: string }) => Promise<Fetched>;
};

export const elementsOf = (parent: Element) =>
  Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1);
export const childrenNamed = (parent: Element, name: string, ns?: string) =>
  elementsOf(parent).filter((el) =>
    ns ? el.namespaceURI === ns && el.localName === name : el.nodeName === name,
  );
export const child = (parent: Element, name: string, ns?: string) => childrenNamed(parent, name, ns)[0];
export const text = (parent: Element, name: string, ns?: string) =>
  child(parent, name, ns)?.textContent?.trim() ?? '';

/** Independent of the server's implementation: RFC 4122 §4.3 with SHA-1. */
export function uuidV5(name: string, namespace: string) {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name)
    .digest()
    .subarray(0, 16);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6);
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8);
  return bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
}

export const RFC_2822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (0?[1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d ([+-]\d{4}|GMT|UT)$/;
export const isRfc2822 = (value: string) => RFC_2822.test(value) && !Number.isNaN(Date.parse(value));
export const isEmail = (value: string) => /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value);
export const isHttpUrl = (value: string) => /^https?:\/\/\S+$/.test(value);

/** Apple: a JPEG or PNG, square, 1400–3000 px, RGB colour space. */
export async function imageProblems(tag: string, href: string, context: FeedContext): Promise<string[]> {
  if (!isHttpUrl(href)) return [`${tag} href must be an absolute http(s) URL, got "${href}"`];
  const response = await context.fetch(href);
  if (response.status !== 200) return [`${tag} href ${href} answers ${response.status}, not 200`];
  const meta = await sharp(response.body).metadata();
  const problems: string[] = [];
  if (meta.format !== 'jpeg' && meta.format !== 'png')
    problems.push(`${tag} must be a JPEG or PNG, is ${meta.format}`);
  if (meta.width !== meta.height) problems.push(`${tag} must be square, is ${meta.width} × ${meta.height}`);
  if (meta.width < 1400 || meta.width > 3000)
    problems.push(`${tag} must be 1400–3000 px, is ${meta.width} px`);
  if (meta.space !== 'srgb' || meta.hasAlpha)
    problems.push(`${tag} must be RGB without alpha, is ${meta.space}`);
  return problems;
}
