import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { showStored, storedHtmlOf } from './richTextOutput';

const editors: Editor[] = [];
const editorWith = (content: string) => {
  const editor = new Editor({ extensions: [StarterKit], content });
  editors.push(editor);
  return editor;
};
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** The text around the editor's selection: where the writer is. */
const selected = (editor: Editor) => {
  const { from, to } = editor.state.selection;
  return editor.state.doc.textBetween(from, to);
};

describe('the rich-text editor’s output', () => {
  it('is the stored shape: no empty paragraphs at the ends or in a run, no white space at the edges', () => {
    const editor = editorWith(
      '<p></p><p>Street food </p><p></p><p></p><ul><li><p>City news</p></li><li><p>When to listen</p></li></ul><p></p>',
    );
    expect(storedHtmlOf(editor)).toBe(
      '<p>Street food</p><p></p><ul><li><p>City news</p></li><li><p>When to listen</p></li></ul>',
    );
    expect(storedHtmlOf(editorWith('<p></p><p> </p>'))).toBe('');
  });

  it('shows the stored shape, changing only what differs: the writer’s selection stays on the same words', () => {
    const editor = editorWith('<p></p><p>Street food</p><p>City news</p><p></p><p></p>');
    let city = 0;
    editor.state.doc.descendants((node, position) => {
      if (node.isText && node.text?.startsWith('City')) city = position;
    });
    editor.commands.setTextSelection({ from: city, to: city + 'City'.length });
    expect(selected(editor)).toBe('City');
    const stored = storedHtmlOf(editor);
    showStored(editor, stored);
    expect(editor.getHTML()).toBe(stored);
    expect(editor.getHTML()).toBe('<p>Street food</p><p>City news</p>');
    expect(selected(editor)).toBe('City');
    // What is shown is no undo step: Undo does not bring the empty paragraphs back.
    editor.commands.undo();
    expect(editor.getHTML()).toBe(stored);
  });

  it('keeps a cursor in its paragraph: after the words before it, or before the first word of its own', () => {
    const editor = editorWith('<p></p><p>Street food </p><p>City news</p><p></p>');
    const positionOfWord = (word: string) => {
      let at = 0;
      editor.state.doc.descendants((node, position) => {
        if (node.isText && node.text?.includes(word)) at = position + (node.text?.indexOf(word) ?? 0);
      });
      return at;
    };
    // At the end of "Street food " (after the space that goes): after "food".
    editor.commands.setTextSelection(positionOfWord('food') + 'food '.length);
    showStored(editor, storedHtmlOf(editor));
    const { $from } = editor.state.selection;
    expect([$from.parent.textContent, $from.parent.textBetween(0, $from.parentOffset)]).toEqual([
      'Street food',
      'Street food',
    ]);
    // At the start of "City news": still before "City", in its paragraph.
    editor.commands.setContent('<p></p><p>Street food</p><p>City news</p>');
    editor.commands.setTextSelection(positionOfWord('City'));
    showStored(editor, storedHtmlOf(editor));
    expect([
      editor.state.selection.$from.parent.textContent,
      editor.state.selection.$from.parentOffset,
    ]).toEqual(['City news', 0]);
  });
});
