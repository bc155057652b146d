import { AUTH_MESSAGES, type ResetPasswordForm, resetPasswordForm } from '@tarang/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { href } from '../../shared/paths';
import { FormMessage, PasswordField } from '../../shared/ui/form/Field';
import { useOrderedForm } from '../../shared/ui/form/useOrderedForm';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { useStation } from '../stations/context';
import { resetPassword } from './api';
import { useAuthDialog } from './context';
import { messageOf } from './errors';
import forms from './forms/Form.module.css';
import { NewPasswordField } from './forms/fields';
import styles from './ResetPasswordPage.module.css';

const EMPTY: ResetPasswordForm = { newPassword: '', confirmPassword: '' };

/** The one-time token arrives in the link's fragment (never sent to a server log), read once. */
function tokenFromLink(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && token.length >= 20 ? token : null;
}

/** The page the password-reset e-mail links to: a new password under the password rule, typed twice. */
export default function ResetPasswordPage() {
  const station = useStation();
  const { openAuth } = useAuthDialog();
  const [token] = useState(tokenFromLink);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useOrderedForm(resetPasswordForm, ['newPassword', 'confirmPassword'], EMPTY);
  const { register, messageFor, formState } = form;

  const onSubmit = form.submit(async ({ newPassword }) => {
    if (!token) return;
    setServerMessage(null);
    try {
      await resetPassword({ token, newPassword });
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setState('done');
    } catch (error) {
      const message = messageOf(error);
      if (message === AUTH_MESSAGES.resetLinkInvalid) setState('invalid');
      else setServerMessage(message);
    }
  });

  return (
    <section className={`${page.page} ${styles.page}`}>
      <PageHead title={`Choose a new password · ${station.name}`} description="Reset your password." />
      <div className={styles.card}>
        <p className={page.eyebrow}>Your account</p>
        <h1 className={styles.title}>Choose a new password</h1>
        {state === 'form' && (
          <form className={forms.form} onSubmit={onSubmit} noValidate>
            <NewPasswordField
              label="New password"
              error={messageFor('newPassword')}
              {...register('newPassword')}
            />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              maxLength={20}
              error={messageFor('confirmPassword')}
              {...register('confirmPassword')}
            />
            <FormMessage tone="error">{serverMessage}</FormMessage>
            <button type="submit" className={forms.submit} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving…' : 'Set New Password'}
            </button>
          </form>
        )}
        {state === 'done' && (
          <>
            <FormMessage tone="success">{AUTH_MESSAGES.passwordReset} You are logged in.</FormMessage>
            <Link className={forms.submit} to={href.section(station.urlName, 'home')}>
              Start listening
            </Link>
          </>
        )}
        {state === 'invalid' && (
          <>
            <FormMessage tone="error">{AUTH_MESSAGES.resetLinkInvalid}</FormMessage>
            <button type="button" className={forms.submit} onClick={() => openAuth('forgotPassword')}>
              Send a new link
            </button>
          </>
        )}
      </div>
    </section>
  );
}
