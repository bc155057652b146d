import * as Popover from '@radix-ui/react-popover';
import type { Editor } from '@tiptap/react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useMessages } from '../../../shared/i18n';
import { linkMessages } from '../messages';
import ui from './console.module.css';
import { checkLinkAddress, type LinkCheck } from './linkAddress';
import styles from './RichText.module.css';

type Props = {
  editor: Editor;
  /** The toolbar's Link button, which opens the popover. */
  children: ReactNode;
};

/**
 * The link of the text selected in a rich-text field: a popover under the Link button with the address (web
 * pages and e-mail only, a message naming what is wrong), Apply, Remove for a link already there, and Cancel.
 * Escape or a click outside closes it; the focus and the selection go back to the text either way.
 */
export function LinkPopover({ editor, children }: Props) {
  const t = useMessages(linkMessages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<Exclude<LinkCheck, { href: string }> | null>(null);
  const linked = editor.isActive('link');

  const onOpenChange = (next: boolean) => {
    if (next) {
      setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
      setProblem(null);
    }
    setOpen(next);
  };

  const apply = () => {
    const check = checkLinkAddress(address);
    if ('problem' in check) {
      setProblem(check);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus();
    // Nothing selected and no link here: the address itself becomes the linked text.
    if (editor.state.selection.empty && !linked) {
      chain.insertContent({
        type: 'text',
        text: check.href,
        marks: [{ type: 'link', attrs: { href: check.href } }],
      });
    } else {
      chain.extendMarkRange('link').setLink({ href: check.href });
    }
    chain.run();
    setOpen(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  const message =
    problem &&
    (problem.problem === 'scheme' ? t.scheme({ scheme: problem.scheme ?? '' }) : t[problem.problem]);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.linkPopover}
          aria-label={t.title}
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={12}
          onCloseAutoFocus={(event) => {
            // Back to the text, its selection kept, rather than to the Link button.
            event.preventDefault();
            editor.commands.focus();
          }}
        >
          <form
            className={styles.linkForm}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // React passes events up its own tree, through the portal: the item's form must not submit too.
              event.stopPropagation();
              apply();
            }}
          >
            <label className={styles.linkLabel} htmlFor={`${id}-address`}>
              {t.address}
            </label>
            <input
              ref={input}
              id={`${id}-address`}
              className={styles.linkInput}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              value={address}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint ${id}-message`}
              onChange={(event) => {
                setAddress(event.target.value);
                setProblem(null);
              }}
            />
            <p id={`${id}-hint`} className={styles.hint}>
              {t.hint}
            </p>
            <p id={`${id}-message`} className={styles.message} aria-live="polite">
              {message}
            </p>
            <div className={styles.linkActions}>
              {linked && (
                <button type="button" className={ui.danger} onClick={remove}>
                  {t.remove}
                </button>
              )}
              <Popover.Close className={ui.secondary}>{t.cancel}</Popover.Close>
              <button type="submit" className={ui.primary}>
                {t.apply}
              </button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
