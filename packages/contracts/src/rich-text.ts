/**
 * Rich text from the console (the editor's HTML, sanitised by the server): the shape it is stored in
 * (normaliseRichText, run by the editor and by the server on every write) and the one way it becomes plain
 * text (htmlToText) wherever it is read without its markup: page descriptions, share cards, JSON-LD, search.
 */

// ---------------------------------------------------------------- entities

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
};

/** A code point from an entity; an invalid one (a surrogate, past U+10FFFF) is the replacement character. */
const fromCodePoint = (code: number) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : '\uFFFD';

export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      return fromCodePoint(
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1)),
      );
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });

// ---------------------------------------------------------------- plain text

/** Elements that end a line of text where they open or close; every other tag sits inside a line. */
const BREAKING = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** A tag, its quoted attribute values allowed to hold '>'. */
const TAG = /<\/?([a-z][a-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const BREAK = '\u0000';
/** A line that already ends a sentence (closing quotes and brackets after the mark included). */
const ENDS_SENTENCE = /[.!?…:;।॥]["'”’»)\]]*$/u;

/**
 * How lines are joined: as sentences ("Street food. City news. When to listen", a line that ends with its own
 * mark keeps it), for a description or a card; or one a line, for text that keeps its lines.
 */
export type TextBreaks = 'sentences' | 'lines';

/**
 * The text of console HTML (read as if it were not sanitised): comments, scripts and styles dropped, entities
 * decoded, white space collapsed; each paragraph, heading, list item and line break its own line, so words of
 * two blocks never run together. The result is text, to be escaped by whoever writes it into HTML.
 */
export function htmlToText(html: string, breaks: TextBreaks = 'sentences'): string {
  const marked = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, BREAK)
    .replace(TAG, (_tag, name: string) => (BREAKING.has(name.toLowerCase()) ? BREAK : ''));
  // Entities last: an escaped "&lt;p&gt;" is text, never a tag.
  const lines = marked
    .split(BREAK)
    .map((part) => decodeEntities(part).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (breaks === 'lines') return lines.join('\n');
  return lines
    .map((line, index) => (index < lines.length - 1 && !ENDS_SENTENCE.test(line) ? `${line}.` : line))
    .join(' ');
}

// ---------------------------------------------------------------- the stored shape

/** The little of a DOM node the normaliser uses (the browser's DOM and jsdom both have it). */
export interface RichNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly childNodes: ArrayLike<RichNode>;
  readonly parentNode: RichNode | null;
  readonly firstChild: RichNode | null;
  readonly lastChild: RichNode | null;
  nodeValue: string | null;
  readonly textContent: string | null;
  remove(): void;
  replaceWith(...nodes: RichNode[]): void;
}

/** What normaliseRichText parses with: an inert template (nothing in it loads or runs). */
export interface RichDocument {
  createElement(tag: 'template'): { innerHTML: string; readonly content: RichNode };
}

const ELEMENT = 1;
const TEXT = 3;
const TEXT_BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE']);
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const CONTAINERS = new Set(['BLOCKQUOTE', 'LI', 'DIV']);
const LISTS = new Set(['UL', 'OL']);
/** Content without text: a paragraph holding one is not empty. */
const EMBEDDED = new Set(['IMG', 'PICTURE', 'VIDEO', 'AUDIO', 'IFRAME', 'SVG', 'HR', 'TABLE']);
const BLANK = /^[\s\u00a0]*$/;

const childrenOf = (node: RichNode) => Array.from(node.childNodes);
const isElement = (node: RichNode) => node.nodeType === ELEMENT;
const isBlock = (node: RichNode) =>
  isElement(node) &&
  (TEXT_BLOCKS.has(node.nodeName) || CONTAINERS.has(node.nodeName) || LISTS.has(node.nodeName));

function hasEmbedded(node: RichNode): boolean {
  return childrenOf(node).some((child) => EMBEDDED.has(child.nodeName) || hasEmbedded(child));
}

/** Nothing a reader would see: no text but white space, no image. */
const isBlank = (node: RichNode) => BLANK.test(node.textContent ?? '') && !hasEmbedded(node);

/** A mark or link with no text goes; one holding only white space leaves the space (it parts two words). */
function dropEmptyMarks(parent: RichNode) {
  for (const child of childrenOf(parent)) {
    if (!isElement(child) || isBlock(child) || EMBEDDED.has(child.nodeName) || child.nodeName === 'BR')
      continue;
    dropEmptyMarks(child);
    if (hasEmbedded(child)) continue;
    const text = child.textContent ?? '';
    if (text === '') child.remove();
    else if (BLANK.test(text)) child.replaceWith(...childrenOf(child));
  }
}

/** Removes a node, and the marks around it that it leaves empty, up to `block`. */
function removeUpTo(node: RichNode, block: RichNode) {
  let gone = node;
  while (gone.parentNode && gone.parentNode !== block && gone.parentNode.childNodes.length === 1) {
    gone = gone.parentNode;
  }
  gone.remove();
}

/** The text, line break or image at one edge of a block's content, inside its marks; null when it has none. */
function edgeLeaf(block: RichNode, side: 'start' | 'end'): RichNode | null {
  let leaf = side === 'start' ? block.firstChild : block.lastChild;
  while (leaf && isElement(leaf) && !EMBEDDED.has(leaf.nodeName)) {
    const inner: RichNode | null = side === 'start' ? leaf.firstChild : leaf.lastChild;
    if (!inner) break;
    leaf = inner;
  }
  return leaf;
}

/** White space and line breaks at one edge of a block's text go. */
function trimEdge(block: RichNode, side: 'start' | 'end') {
  for (let leaf = edgeLeaf(block, side); leaf; leaf = edgeLeaf(block, side)) {
    if (leaf.nodeType === TEXT) {
      const value = leaf.nodeValue ?? '';
      const trimmed =
        side === 'start' ? value.replace(/^[\s\u00a0]+/, '') : value.replace(/[\s\u00a0]+$/, '');
      if (trimmed !== '') {
        leaf.nodeValue = trimmed;
        return;
      }
    } else if (leaf.nodeName !== 'BR') {
      // An image is content: the edge is here.
      return;
    }
    removeUpTo(leaf, block);
  }
}

function normaliseTextBlock(block: RichNode) {
  dropEmptyMarks(block);
  trimEdge(block, 'start');
  trimEdge(block, 'end');
}

const isEmptyParagraph = (node: RichNode) => node.nodeName === 'P' && isBlank(node);

/**
 * A container's blocks: each normalised, blank headings, list items, lists and quotes dropped, empty paragraphs
 * gone from both ends and a run of them kept as one. A container of inline content is one text block.
 */
function normaliseBlocks(container: RichNode) {
  const children = childrenOf(container);
  if (!children.some(isBlock)) {
    normaliseTextBlock(container);
    return;
  }
  for (const child of children) {
    // White space between blocks is no content.
    if (child.nodeType === TEXT && BLANK.test(child.nodeValue ?? '')) {
      child.remove();
      continue;
    }
    if (!isElement(child)) continue;
    if (TEXT_BLOCKS.has(child.nodeName)) {
      normaliseTextBlock(child);
      if (HEADINGS.has(child.nodeName) && isBlank(child)) child.remove();
    } else if (LISTS.has(child.nodeName) || CONTAINERS.has(child.nodeName)) {
      normaliseBlocks(child);
      if (isBlank(child)) child.remove();
    }
  }
  const blocks = childrenOf(container);
  let previousEmpty = true;
  for (const [index, block] of blocks.entries()) {
    const empty = isEmptyParagraph(block);
    const restEmpty = blocks.slice(index).every(isEmptyParagraph);
    if (empty && (previousEmpty || restEmpty)) block.remove();
    previousEmpty = empty;
  }
}

/**
 * Rich text in the shape it is stored in, whoever wrote it: no empty paragraph at the start or the end, a run
 * of them kept as one, no white space or line break at the edges of a paragraph, heading or list item, no empty
 * heading, list item, list or quote, no mark or link without text. Idempotent. `document` parses: the
 * browser's, or a jsdom window's on the server (after sanitising: it normalises, it does not make safe).
 */
export function normaliseRichText(html: string, document: RichDocument): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  normaliseBlocks(template.content);
  if (isBlank(template.content)) return '';
  return template.innerHTML.trim();
}
