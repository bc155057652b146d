import { AUTH_MESSAGES, type LoginBody, loginBody } from '@tarang/contracts';
import { useState } from 'react';
import { FormMessage, PasswordField } from '../../../shared/ui/form/Field';
import { useOrderedForm } from '../../../shared/ui/form/useOrderedForm';
import { login } from '../api';
import type { AuthScreen } from '../context';
import { messageOf, screenFor } from '../errors';
import styles from './Form.module.css';
import { EmailField } from './fields';

type Props = { note: string | null; onDone: () => void; go: (screen: AuthScreen, note?: string) => void };

const EMPTY: LoginBody = { email: '', password: '' };

export function SignInForm({ note, onDone, go }: Props) {
  const form = useOrderedForm(loginBody, ['email', 'password'], EMPTY);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { register, messageFor, formState } = form;

  const onSubmit = form.submit(async (body) => {
    setServerMessage(null);
    try {
      await login(body);
      onDone();
    } catch (error) {
      const message = messageOf(error);
      const screen = screenFor(message);
      if (screen === 'signUp') return go('signUp', `${message}. Create your account below.`);
      if (message.includes(AUTH_MESSAGES.invalidCredentials)) {
        // SPEC section 5: the email field shows 'Invalid email', the password field 'Invalid password'.
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
      <EmailField error={messageFor('email')} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        maxLength={20}
        error={messageFor('password')}
        {...register('password')}
      />
      <div className={styles.row}>
        <button type="button" className={styles.textLink} onClick={() => go('forgotPassword')}>
          Forgot password?
        </button>
      </div>
      <FormMessage tone="error">{serverMessage}</FormMessage>
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Logging in…' : 'Log In'}
      </button>
    </form>
  );
}
