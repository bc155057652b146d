import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import styles from './RichText.module.css';
import { RichTextToolbar } from './RichTextToolbar';
import { showStored, storedHtmlOf } from './richTextOutput';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
  /** Shown, not changed (an item this member may only read). */
  readOnly?: boolean;
};

/**
 * Rich text for descriptions, articles and pages (Tiptap): paragraphs, two heading levels, bold, italic, lists,
 * quotes and links — what the site shows, nothing it would strip. The server sanitises what it stores with the
 * site's rules. The toolbar (RichTextToolbar) is one tab stop away from the text.
 */
export default function RichTextField({ label, value, onChange, error, hint, readOnly = false }: Props) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ['https', 'mailto', 'tel'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: {
      attributes: Object.fromEntries(
        Object.entries({
          class: styles.text ?? '',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          'aria-describedby': [error ? `${id}-message` : '', hint ? `${id}-hint` : ''].join(' ').trim(),
          'aria-invalid': error ? 'true' : '',
          'aria-readonly': readOnly ? 'true' : '',
        }).filter(([, value]) => value !== ''),
      ),
    },
    // The form holds what the server will store; the editor shows that shape once the writer moves on (while
    // typing, the empty paragraph just made with Enter stays).
    onUpdate: ({ editor: current }) => onChange(storedHtmlOf(current)),
    onBlur: ({ editor: current }) => showStored(current, storedHtmlOf(current)),
  });

  // A value loaded or reloaded from the server replaces what is shown (not on each keystroke).
  useEffect(() => {
    if (editor && value !== storedHtmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.box} data-invalid={error ? '' : undefined}>
        {!readOnly && <RichTextToolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={styles.message} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
