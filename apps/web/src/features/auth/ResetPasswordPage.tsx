import { AUTH_MESSAGES, type ResetPasswordForm, resetPasswordForm } from '@tarang/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { FormMessage, PasswordField } from '../../shared/ui/form/Field';
import { useOrderedForm } from '../../shared/ui/form/useOrderedForm';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { useAuthDialog } from '../../shared/user/authDialog';
import { resetPassword } from './api';
import { messageOf } from './errors';
import forms from './forms/Form.module.css';
import { NewPasswordField } from './forms/fields';
import { authMessages } from './messages';
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
  const t = useMessages(authMessages);
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
      <PageHead title={t.resetPageTitle({ station: station.name })} description={t.resetPageDescription} />
      <div className={styles.card}>
        <p className={page.eyebrow}>{t.yourAccount}</p>
        <h1 className={styles.title}>{t.chooseNewPassword}</h1>
        {state === 'form' && (
          <form className={forms.form} onSubmit={onSubmit} noValidate>
            <NewPasswordField
              label={t.newPassword}
              error={messageFor('newPassword')}
              {...register('newPassword')}
            />
            <PasswordField
              label={t.confirmPassword}
              autoComplete="new-password"
              maxLength={20}
              error={messageFor('confirmPassword')}
              {...register('confirmPassword')}
            />
            <FormMessage tone="error">{serverMessage}</FormMessage>
            <button type="submit" className={forms.submit} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t.saving : t.setNewPassword}
            </button>
          </form>
        )}
        {state === 'done' && (
          <>
            <FormMessage tone="success">
              {AUTH_MESSAGES.passwordReset} {t.nowLoggedIn}
            </FormMessage>
            <Link className={forms.submit} to={href.section(station.urlName, 'home')}>
              {t.startListening}
            </Link>
          </>
        )}
        {state === 'invalid' && (
          <>
            <FormMessage tone="error">{AUTH_MESSAGES.resetLinkInvalid}</FormMessage>
            <button type="button" className={forms.submit} onClick={() => openAuth('forgotPassword')}>
              {t.sendNewLink}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
