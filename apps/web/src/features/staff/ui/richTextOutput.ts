import { normaliseRichText } from '@tarang/contracts/rich-text';
import type { Node } from '@tiptap/pm/model';
import { Selection, TextSelection } from '@tiptap/pm/state';
import { createDocument, type Editor } from '@tiptap/react';

/**
 * The editor's HTML in the shape the server stores it (contracts' normaliseRichText, which the server runs on
 * every write too): what the form sends, so a save changes nothing the editor did not see. '' when empty.
 */
export function storedHtmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : normaliseRichText(editor.getHTML(), document);
}

/** How many characters of text, white space aside, come before a position. */
const textBefore = (doc: Node, position: number) =>
  doc.textBetween(0, position, '', '').replace(/\s/g, '').length;

/**
 * Where a place in the text is in a document: just after its `count`th character (white space aside), or just
 * before the one after it. Past the last character: the end of the text.
 */
function positionOf(doc: Node, count: number, edge: 'after' | 'before'): number {
  if (edge === 'after' && count === 0) return Selection.atStart(doc).from;
  const wanted = edge === 'after' ? count : count + 1;
  let seen = 0;
  let found = -1;
  doc.descendants((node, position) => {
    if (found >= 0) return false;
    if (!node.isText) return true;
    const text = node.text ?? '';
    for (let index = 0; index < text.length && found < 0; index++) {
      if (/\s/.test(text[index] as string)) continue;
      seen++;
      if (seen === wanted) found = position + index + (edge === 'after' ? 1 : 0);
    }
    return false;
  });
  return found >= 0 ? found : Selection.atEnd(doc).from;
}

/**
 * Has the editor show `html` (the stored shape of what it holds): the empty paragraph typed at the end goes,
 * the writer's selection stays on the same words (the stored shape only drops empty blocks and white space at
 * the edges), and Undo does not bring the difference back.
 */
export function showStored(editor: Editor, html: string) {
  const { state } = editor;
  const next = createDocument(html, editor.schema);
  if (next.eq(state.doc)) return;
  const { from, to, empty, $from } = state.selection;
  const [textFrom, textTo] = [textBefore(state.doc, from), textBefore(state.doc, to)];
  const transaction = state.tr.replaceWith(0, state.doc.content.size, next.content);
  const { doc } = transaction;
  if (empty) {
    // A cursor keeps to the word before it in its paragraph, else to the one after it.
    const afterText = $from.parent.textBetween(0, $from.parentOffset).trim() !== '';
    transaction.setSelection(
      TextSelection.create(doc, positionOf(doc, textFrom, afterText ? 'after' : 'before')),
    );
  } else {
    const range = [positionOf(doc, textFrom, 'before'), positionOf(doc, textTo, 'after')] as const;
    transaction.setSelection(TextSelection.create(doc, ...range));
  }
  editor.view.dispatch(transaction.setMeta('addToHistory', false).setMeta('preventUpdate', true));
}
