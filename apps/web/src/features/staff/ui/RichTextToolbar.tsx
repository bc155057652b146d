import { type Editor, useEditorState } from '@tiptap/react';
import { EDITOR_ICONS } from './editorIcons';
import { LinkPopover } from './LinkPopover';
import styles from './RichText.module.css';

type Tool = { label: string; icon: keyof typeof EDITOR_ICONS; on: boolean; run?: () => void };

/**
 * The formatting buttons of a rich-text field. Each says whether it is on (aria-pressed) and keeps the focus and
 * the selection in the text. On a phone the buttons are glyphs that wrap onto a second row, so every one is in
 * reach at 320 px; wider screens name them too.
 */
export function RichTextToolbar({ editor, label }: { editor: Editor | null; label: string }) {
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
  const tools: Tool[] = [
    { label: 'Bold', icon: 'bold', on: !!active?.bold, run: () => chain()?.toggleBold().run() },
    { label: 'Italic', icon: 'italic', on: !!active?.italic, run: () => chain()?.toggleItalic().run() },
    {
      label: 'Heading',
      icon: 'heading',
      on: !!active?.h2,
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Subheading',
      icon: 'subheading',
      on: !!active?.h3,
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
    },
    {
      label: 'Bulleted list',
      icon: 'bullets',
      on: !!active?.bullets,
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      icon: 'numbers',
      on: !!active?.numbers,
      run: () => chain()?.toggleOrderedList().run(),
    },
    { label: 'Quote', icon: 'quote', on: !!active?.quote, run: () => chain()?.toggleBlockquote().run() },
  ];
  const button = (tool: Tool) => (
    <button
      key={tool.label}
      type="button"
      className={styles.tool}
      aria-pressed={tool.on}
      // The editor keeps the focus and the selection: a click formats and typing carries on (Tiptap gives the
      // focus back only a frame later, so keys pressed meanwhile went to the button).
      onMouseDown={(event) => event.preventDefault()}
      onClick={tool.run}
      disabled={!editor}
    >
      {EDITOR_ICONS[tool.icon]}
      <span className={styles.toolName}>{tool.label}</span>
    </button>
  );
  return (
    <div role="toolbar" aria-label={`${label} formatting`} className={styles.toolbar}>
      {tools.map(button)}
      {editor ? (
        <LinkPopover editor={editor}>
          {button({ label: 'Link', icon: 'link', on: !!active?.link })}
        </LinkPopover>
      ) : (
        button({ label: 'Link', icon: 'link', on: false })
      )}
    </div>
  );
}
