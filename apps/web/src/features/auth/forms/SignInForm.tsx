import { AUTH_MESSAGES, type LoginBody, loginBody } from '@tarang/contracts';
import { useState } from 'react';
import { useMessages } from '../../../shared/i18n';
import { FormMessage, PasswordField } from '../../../shared/ui/form/Field';
import { useOrderedForm } from '../../../shared/ui/form/useOrderedForm';
import { login } from '../api';
import { messageOf, screenFor } from '../errors';
import { authMessages } from '../messages';
import type { GoTo } from '../screens';
import styles from './Form.module.css';
import { EmailField } from './fields';

type Props = { note: string | null; onDone: () => void; go: GoTo };

const EMPTY: LoginBody = { email: '', password: '' };

/**
 * Log-in. The e-mail is checked on blur and on submit, its message not shown (the field is
 * marked invalid and, on submit, focused); the password shows its messages. 'Subscriber Not Found' moves to
 * sign-up with the e-mail carried over; 'Invalid email or password' marks both fields.
 */
export function SignInForm({ note, onDone, go }: Props) {
  const t = useMessages(authMessages);
  const form = useOrderedForm(loginBody, ['email', 'password'], EMPTY);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { register, messageFor, formState } = form;
  const emailError = formState.errors.email;

  const onSubmit = form.submit(async (body) => {
    setServerMessage(null);
    try {
      await login(body);
      onDone();
    } catch (error) {
      const message = messageOf(error);
      const screen = screenFor(message);
      if (screen === 'signUp')
        return go('signUp', t.notFoundNote({ message }), { email: form.getValues('email').trim() });
      if (message.includes(AUTH_MESSAGES.invalidCredentials)) {
        // The email field shows 'Invalid email', the password field 'Invalid password'.
        form.setError('password', { type: 'server', message: 'Invalid password' });
        form.setError('email', { type: 'server', message: 'Invalid email' }, { shouldFocus: true });
        return;
      }
      setServerMessage(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormMessage tone="success">{note}</FormMessage>
      <EmailField
        // Only the server's 'Invalid email' is shown; the rule's own messages are not (log-in hides them).
        error={emailError?.type === 'server' ? emailError.message : undefined}
        invalid={Boolean(emailError)}
        {...register('email', {
          onBlur: () => void form.trigger('email'),
          // Once marked, the mark goes as soon as the address is right.
          onChange: () => {
            if (form.getFieldState('email').error) void form.trigger('email');
          },
        })}
      />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        maxLength={20}
        error={messageFor('password')}
        {...register('password')}
      />
      <div className={styles.row}>
        <button type="button" className={styles.textLink} onClick={() => go('forgotPassword')}>
          {t.forgotPassword}
        </button>
      </div>
      <FormMessage tone="error">{serverMessage}</FormMessage>
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t.loggingIn : t.logIn}
      </button>
    </form>
  );
}
