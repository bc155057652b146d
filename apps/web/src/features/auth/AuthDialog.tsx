import * as Dialog from '@radix-ui/react-dialog';
import type { Station } from '@tarang/contracts';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../shared/i18n';
import { focusFormStart } from '../../shared/ui/form/formStart';
import { CloseIcon } from '../../shared/ui/icons';
import type { AuthScreen } from '../../shared/user/authDialog';
import styles from './AuthDialog.module.css';
import { ChangePasswordForm } from './forms/ChangePasswordForm';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';
import { SignInForm } from './forms/SignInForm';
import type { TypedIdentity } from './forms/SignUpForm';
import { SignUpForm } from './forms/SignUpForm';
import { authMessages } from './messages';
import { SocialButtons } from './SocialButtons';
import type { Carried, GoTo } from './screens';

type Props = {
  open: boolean;
  screen: AuthScreen;
  onScreenChange: (screen: AuthScreen) => void;
  onOpenChange: (open: boolean) => void;
  station: Station;
  brand: string;
  /** Puts the focus back where it was before the dialog opened. */
  returnFocus: () => void;
};

/** The authentication dialog with its four screens (signIn first, signUp, changePassword, forgotPassword). */
export default function AuthDialog({
  open,
  screen,
  onScreenChange,
  onOpenChange,
  station,
  brand,
  returnFocus,
}: Props) {
  const t = useMessages(authMessages);
  const dialog = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  /** What the sign-up form holds: a social sign-up sends the e-mail and name typed there (Twitter has no e-mail). */
  const typed = useRef<TypedIdentity | undefined>(undefined);
  /** A note carried to the next screen (e.g. "we sent a link" on the way back to sign-in). */
  const [note, setNote] = useState<string | null>(null);
  const [carried, setCarried] = useState<Carried>({});
  const go: GoTo = (next, withNote, carry = {}) => {
    setNote(withNote ?? null);
    setCarried(carry);
    onScreenChange(next);
    // Toggling scrolls the dialog to the top.
    scroller.current?.scrollTo({ top: 0 });
  };
  // Another screen starts as the dialog did (the button that switched is gone).
  const shownScreen = useRef(screen);
  useEffect(() => {
    if (!open || shownScreen.current === screen) return;
    shownScreen.current = screen;
    focusFormStart(dialog.current);
  }, [open, screen]);
  const close = () => onOpenChange(false);
  const withSocial = screen === 'signIn' || screen === 'signUp';
  const title =
    screen === 'signIn'
      ? t.logInTitle({ brand })
      : screen === 'signUp'
        ? t.signUpTitle({ brand })
        : t.changePasswordTitle;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setNote(null);
          setCarried({});
          shownScreen.current = 'signIn';
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={dialog}
          className={styles.dialog}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            shownScreen.current = screen;
            if (focusFormStart(dialog.current)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div ref={scroller} className={styles.scroll}>
            <Dialog.Close className={styles.close} aria-label={t.close}>
              <CloseIcon size={20} />
            </Dialog.Close>
            {withSocial && station.logo && (
              <img className={styles.logo} src={station.logo} alt={station.logoAlt} width={104} height={88} />
            )}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {screen === 'signIn' && <SignInForm note={note} onDone={close} go={go} />}
            {screen === 'signUp' && (
              <SignUpForm
                note={note}
                station={station}
                onDone={close}
                go={go}
                typed={typed}
                initialEmail={carried.email}
              />
            )}
            {screen === 'changePassword' && <ChangePasswordForm onDone={close} />}
            {screen === 'forgotPassword' && <ForgotPasswordForm go={go} />}
            {withSocial && (
              <>
                <div className={styles.divider}>
                  <span>{t.or}</span>
                </div>
                <SocialButtons
                  mode={screen}
                  station={station}
                  onDone={close}
                  go={go}
                  typed={() => (screen === 'signUp' ? typed.current?.() : undefined)}
                />
                <p className={styles.toggle}>
                  {screen === 'signIn' ? t.noAccount : t.haveAccount}{' '}
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => go(screen === 'signIn' ? 'signUp' : 'signIn')}
                  >
                    {screen === 'signIn' ? t.create : t.logInLink}
                  </button>
                </p>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
