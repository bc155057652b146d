import {
  AUTH_MESSAGES,
  emailProblem,
  type SignupForm,
  type Station,
  signupForm,
  usernameProblem,
} from '@tarang/contracts';
import { useState } from 'react';
import { useMessages } from '../../../shared/i18n';
import { href } from '../../../shared/paths';
import { CheckboxField, FormMessage, PasswordField, TextField } from '../../../shared/ui/form/Field';
import { useOrderedForm } from '../../../shared/ui/form/useOrderedForm';
import { signup } from '../api';
import { messageOf, screenFor } from '../errors';
import { authMessages } from '../messages';
import type { GoTo } from '../screens';
import styles from './Form.module.css';
import { EmailField, NewPasswordField } from './fields';

/** Reads the name and e-mail typed in the form, when they pass their rules. */
export type TypedIdentity = () => { name?: string; email?: string };

type Props = {
  /** Filled with a reader of the typed name and e-mail, for the social sign-up buttons. */
  typed?: { current: TypedIdentity | undefined };
  note: string | null;
  station: Station;
  onDone: () => void;
  go: GoTo;
  /** The e-mail typed on sign-in when it had no account ('Subscriber Not Found' moves here). */
  initialEmail?: string;
};

const EMPTY: SignupForm = { name: '', email: '', password: '', confirmPassword: '', terms: false };
const ORDER = ['name', 'email', 'password', 'confirmPassword', 'terms'] as const;

export function SignUpForm({ note, station, onDone, go, typed, initialEmail }: Props) {
  const t = useMessages(authMessages);
  const form = useOrderedForm(signupForm, ORDER, { ...EMPTY, email: initialEmail ?? '' });
  if (typed) {
    typed.current = () => {
      const { name, email } = form.getValues();
      return {
        name: usernameProblem(name) ? undefined : name.trim(),
        email: emailProblem(email) ? undefined : email.trim().toLowerCase(),
      };
    };
  }
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { register, messageFor, formState } = form;

  const onSubmit = form.submit(async ({ name, email, password }) => {
    setServerMessage(null);
    try {
      await signup({
        name: name.trim(),
        email,
        password: password.trim(),
        stationDetail: { stationId: station.id, stationName: station.name },
      });
      onDone();
    } catch (error) {
      const message = messageOf(error);
      if (screenFor(message) === 'signIn') return go('signIn', t.accountExistsNote({ message }));
      if (message.includes(AUTH_MESSAGES.emailExists)) {
        form.setError('email', { type: 'server', message: AUTH_MESSAGES.emailExists }, { shouldFocus: true });
        return;
      }
      setServerMessage(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormMessage tone="success">{note}</FormMessage>
      <TextField
        label={t.name}
        autoComplete="name"
        maxLength={20}
        error={messageFor('name')}
        {...register('name')}
      />
      <EmailField error={messageFor('email')} {...register('email')} />
      <NewPasswordField label={t.password} error={messageFor('password')} {...register('password')} />
      <PasswordField
        label={t.confirmPassword}
        autoComplete="new-password"
        maxLength={20}
        error={messageFor('confirmPassword')}
        {...register('confirmPassword')}
      />
      <CheckboxField
        label={
          <>
            {t.agreeTo}{' '}
            <a href={href.page(station.urlName, 'terms-and-conditions')} target="_blank" rel="noopener">
              {t.terms}
            </a>
          </>
        }
        error={messageFor('terms')}
        {...register('terms')}
      />
      <FormMessage tone="error">{serverMessage}</FormMessage>
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t.creatingAccount : t.createAccount}
      </button>
    </form>
  );
}
