import { type ForgotPasswordBody, forgotPasswordBody } from '@tarang/contracts';
import { useOrderedForm } from '../../../shared/ui/form/useOrderedForm';
import { forgotPassword } from '../api';
import type { AuthScreen } from '../context';
import { messageOf } from '../errors';
import styles from './Form.module.css';
import { EmailField } from './fields';

const EMPTY: ForgotPasswordBody = { email: '' };

/**
 * SPEC section 5: the shared e-mail rule, its message under the field, editing clears it; otherwise the request
 * is sent and a success moves to sign-in. The e-mail carries a one-time link to the reset page.
 */
export function ForgotPasswordForm({ go }: { go: (screen: AuthScreen, note?: string) => void }) {
  const form = useOrderedForm(forgotPasswordBody, ['email'], EMPTY);
  const { register, messageFor, formState } = form;

  const onSubmit = form.submit(async (body) => {
    try {
      const answer = await forgotPassword(body);
      go('signIn', answer.message);
    } catch (error) {
      form.setError('email', { type: 'server', message: messageOf(error) }, { shouldFocus: true });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      <EmailField error={messageFor('email')} {...register('email')} />
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Reset Password'}
      </button>
      <button type="button" className={styles.back} onClick={() => go('signIn')}>
        Back to Log In
      </button>
    </form>
  );
}
