import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import styles from './RichText.module.css';
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
 * site's rules. The toolbar is one tab stop away from the text; each button says whether it is on.
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

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();
  const setLink = () => {
    const previous = (editor?.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('Link address (https://…), empty to remove the link', previous);
    if (href === null) return;
    if (href.trim() === '') chain()?.extendMarkRange('link').unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const buttons = [
    { label: 'Bold', on: active?.bold, run: () => chain()?.toggleBold().run() },
    { label: 'Italic', on: active?.italic, run: () => chain()?.toggleItalic().run() },
    { label: 'Heading', on: active?.h2, run: () => chain()?.toggleHeading({ level: 2 }).run() },
    { label: 'Subheading', on: active?.h3, run: () => chain()?.toggleHeading({ level: 3 }).run() },
    { label: 'Bulleted list', on: active?.bullets, run: () => chain()?.toggleBulletList().run() },
    { label: 'Numbered list', on: active?.numbers, run: () => chain()?.toggleOrderedList().run() },
    { label: 'Quote', on: active?.quote, run: () => chain()?.toggleBlockquote().run() },
    { label: 'Link', on: active?.link, run: setLink },
  ];

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.box} data-invalid={error ? '' : undefined}>
        {!readOnly && (
          <div role="toolbar" aria-label={`${label} formatting`} className={styles.toolbar}>
            {buttons.map((button) => (
              <button
                key={button.label}
                type="button"
                className={styles.tool}
                aria-pressed={button.on}
                // The editor keeps the focus and the selection: a click formats and typing carries on (Tiptap
                // gives the focus back only a frame later, so keys pressed meanwhile went to the button).
                onMouseDown={(event) => event.preventDefault()}
                onClick={button.run}
                disabled={!editor}
              >
                {button.label}
              </button>
            ))}
          </div>
        )}
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
