import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlToText, normaliseRichText } from './rich-text';

/** The normaliser on the DOM the server gives it (jsdom); the editor runs it on the browser's. */
const { document } = new JSDOM('').window;
const normalise = (html: string) => normaliseRichText(html, document);

describe('htmlToText', () => {
  it('keeps paragraphs, headings and list items apart as sentences', () => {
    expect(
      htmlToText('<p></p><p>Street food</p><ul><li><p>City news</p></li><li>When to listen</li></ul><p></p>'),
    ).toBe('Street food. City news. When to listen');
    expect(
      htmlToText('<h2>Tonight</h2><p>Live from <strong>Lodhi</strong> Garden!</p><p>Free entry</p>'),
    ).toBe('Tonight. Live from Lodhi Garden! Free entry');
  });

  it('keeps a line’s own mark (Hindi’s danda too) and adds none after the last line', () => {
    expect(htmlToText('<p>When to listen:</p><p>Mornings.</p><p>शाम को सुनिए।</p><p>Enjoy</p>')).toBe(
      'When to listen: Mornings. शाम को सुनिए। Enjoy',
    );
    expect(htmlToText('<p>He said “wait.”</p><p>Then</p>')).toBe('He said “wait.” Then');
  });

  it('gives one line a block in lines mode, a line break counting as one', () => {
    expect(htmlToText('<p>One<br>Two</p><ol><li>Three</li></ol>', 'lines')).toBe('One\nTwo\nThree');
  });

  it('joins what inline tags split (no space the reader did not see) and decodes entities after the tags', () => {
    expect(
      htmlToText('<p>Ban<em>ga</em>lore &amp; <a href="/x?a=1&amp;b=2" title="a>b">Mysuru</a></p>'),
    ).toBe('Bangalore & Mysuru');
    expect(htmlToText('<p>&lt;p&gt;not a tag&lt;/p&gt;</p>')).toBe('<p>not a tag</p>');
  });

  it('drops comments, scripts and styles, and is empty for markup without text', () => {
    expect(htmlToText('<!-- note --><script>alert(1)</script><style>p{}</style><p>Text</p>')).toBe('Text');
    expect(htmlToText('<p></p><p> &nbsp; </p><p><br></p>')).toBe('');
    expect(htmlToText('Plain words')).toBe('Plain words');
  });
});

describe('normaliseRichText', () => {
  it('stores what the editor meant: no empty paragraphs at the ends, a run kept as one, edges trimmed', () => {
    expect(
      normalise(
        '<p></p><p>Street food</p><ul><li><p>City news</p></li><li><p>When to listen</p></li></ul><p></p>',
      ),
    ).toBe('<p>Street food</p><ul><li><p>City news</p></li><li><p>When to listen</p></li></ul>');
    expect(normalise('<p>One</p><p></p><p><br></p><p>&nbsp;</p><p>Two</p>')).toBe(
      '<p>One</p><p></p><p>Two</p>',
    );
    expect(normalise('<p>  Hello <strong>there </strong></p>\n<p><br>Next<br></p>')).toBe(
      '<p>Hello <strong>there</strong></p><p>Next</p>',
    );
  });

  it('drops empty marks, links, headings, list items, lists and quotes, keeping a space that parts words', () => {
    expect(normalise('<p>a<strong></strong> <a href="https://x.in"></a>b<em> </em>c</p>')).toBe(
      '<p>a b c</p>',
    );
    expect(normalise('<h2> </h2><ul><li><p></p></li></ul><blockquote><p></p></blockquote><p>Kept</p>')).toBe(
      '<p>Kept</p>',
    );
    expect(normalise('<ul><li><p>Item</p><p></p></li><li><p> </p></li></ul>')).toBe(
      '<ul><li><p>Item</p></li></ul>',
    );
  });

  it('keeps an image as content, and gives nothing for a document with nothing in it', () => {
    expect(normalise('<p><img src="/media/a.jpg" alt="Stage"></p><p></p>')).toBe(
      '<p><img src="/media/a.jpg" alt="Stage"></p>',
    );
    expect(normalise('<p></p><p> </p>')).toBe('');
    expect(normalise('')).toBe('');
  });
});

// ---------------------------------------------------------------- properties

const WORDS = ['chai', 'Dilli', 'मौसम', 'news', 'Listen!', 'RJ', 'a.m.', '2027'];
const word = fc.constantFrom(...WORDS);
const space = fc.constantFrom('', ' ', '  ', '&nbsp;', '\n');
/** Inline content: words in marks and links, spaces, line breaks, empty marks. */
const inline = fc
  .array(
    fc.oneof(
      word,
      space,
      fc.constant('<br>'),
      word.map((w) => `<strong>${w}</strong>`),
      word.map((w) => `<em>${w} </em>`),
      word.map((w) => `<a href="https://tarang.example/${encodeURIComponent(w)}">${w}</a>`),
      fc.constantFrom('<strong></strong>', '<em> </em>', '<a href="https://x.in"></a>'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));
const block = fc.oneof(
  { weight: 4, arbitrary: inline.map((text) => `<p>${text}</p>`) },
  { weight: 2, arbitrary: fc.constantFrom('<p></p>', '<p><br></p>', '<p> </p>') },
  { weight: 1, arbitrary: inline.map((text) => `<h2>${text}</h2>`) },
  {
    weight: 1,
    arbitrary: fc
      .array(inline, { minLength: 1, maxLength: 3 })
      .map((items) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`),
  },
  { weight: 1, arbitrary: inline.map((text) => `<blockquote><p>${text}</p></blockquote>`) },
);
const doc = fc.array(block, { maxLength: 8 }).map((blocks) => blocks.join(''));

/** The top-level blocks of stored HTML, by tag. */
const topLevel = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.children) as { tagName: string; textContent: string | null }[];
};

describe('normaliseRichText, for any editor document', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(doc, (html) => {
        const once = normalise(html);
        expect(normalise(once)).toBe(once);
      }),
    );
  });

  it('leaves no empty paragraph at either end nor two in a row, and no text edge of white space', () => {
    fc.assert(
      fc.property(doc, (html) => {
        const blocks = topLevel(normalise(html));
        const empty = blocks.map((el) => el.tagName === 'P' && el.textContent?.trim() === '');
        expect(empty[0] ?? false).toBe(false);
        expect(empty.at(-1) ?? false).toBe(false);
        expect(empty.some((isEmpty, i) => isEmpty && empty[i + 1])).toBe(false);
        for (const el of blocks.filter((one) => !empty[blocks.indexOf(one)])) {
          const text = el.textContent ?? '';
          if (el.tagName === 'P' || el.tagName === 'H2')
            expect(text).toBe(text.replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, ''));
        }
      }),
    );
  });

  it('keeps every word, in order, and its text runs no two blocks’ words together', () => {
    fc.assert(
      fc.property(doc, (html) => {
        const words = (text: string) => text.split(/[\s\u00a0.]+/).filter(Boolean);
        const stored = normalise(html);
        // Word by word, the text of the stored form is the text of the document: none lost, none merged.
        expect(words(htmlToText(stored, 'lines'))).toEqual(words(htmlToText(html, 'lines')));
        const lines = htmlToText(stored, 'lines').split('\n');
        const sentences = htmlToText(stored);
        for (const [index, line] of lines.entries()) {
          const next = lines[index + 1];
          if (next)
            expect(sentences).toMatch(new RegExp(`${escapeRegExp(line)}[.!:]? ${escapeRegExp(next)}`, 'u'));
        }
      }),
    );
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
