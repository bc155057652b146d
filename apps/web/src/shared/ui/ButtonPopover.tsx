import * as Popover from '@radix-ui/react-popover';
import type { ComponentPropsWithoutRef, ReactNode, RefObject } from 'react';

type Props = Omit<
  ComponentPropsWithoutRef<typeof Popover.Content>,
  'onPointerDownOutside' | 'onCloseAutoFocus'
> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that toggles the popover: it keeps its own clicks and gets the focus back on close. */
  button: RefObject<HTMLButtonElement | null>;
  /** What the popover is placed against; the button itself when not given. */
  anchor?: RefObject<HTMLElement | null>;
  /** Where the popover is rendered; document.body when not given (inside a dialog: the dialog, so it scrolls). */
  container?: HTMLElement | null;
  children: ReactNode;
};

/**
 * A Radix popover opened by a plain button rendered elsewhere (so the popover's code can be its own lazy
 * chunk): Escape and outside clicks close it, and the focus returns to the button.
 */
export function ButtonPopover({
  open,
  onOpenChange,
  button,
  anchor,
  container,
  children,
  ...content
}: Props) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor ?? button} />
      <Popover.Portal container={container}>
        <Popover.Content
          {...content}
          onPointerDownOutside={(event) => {
            // The button toggles the popover itself.
            if (button.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
