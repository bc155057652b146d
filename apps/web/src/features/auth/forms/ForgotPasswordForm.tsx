import { type ForgotPasswordBody, forgotPasswordBody } from '@tarang/contracts';
import { useMessages } from '../../../shared/i18n';
import { useOrderedForm } from '../../../shared/ui/form/useOrderedForm';
import { forgotPassword } from '../api';
import { messageOf } from '../errors';
import { authMessages } from '../messages';
import type { GoTo } from '../screens';
import styles from './Form.module.css';
import { EmailField } from './fields';

const EMPTY: ForgotPasswordBody = { email: '' };

/**
 * The shared e-mail rule, its message under the field; editing clears the message (it is not
 * checked again while typing, only on the next submit); otherwise the request is sent and a success moves to
 * sign-in. The e-mail carries a one-time link to the reset page.
 */
export function ForgotPasswordForm({ go }: { go: GoTo }) {
  const t = useMessages(authMessages);
  const form = useOrderedForm(forgotPasswordBody, ['email'], EMPTY);
  const { register, messageFor, formState } = form;
  const email = register('email');

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
      <p>{t.forgotLead}</p>
      <EmailField
        error={messageFor('email')}
        {...email}
        onChange={(event) => {
          // Stored without validating (react-hook-form would re-check on change after a submit).
          form.setValue('email', event.target.value, { shouldDirty: true });
          form.clearErrors('email');
        }}
      />
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t.sending : t.resetPassword}
      </button>
      <button type="button" className={styles.back} onClick={() => go('signIn')}>
        {t.backToLogIn}
      </button>
    </form>
  );
}
