import { type ChangePasswordBody, changePasswordBody } from '@tarang/contracts';
import { useMessages } from '../../../shared/i18n';
import { PasswordField } from '../../../shared/ui/form/Field';
import { useOrderedForm } from '../../../shared/ui/form/useOrderedForm';
import { changePassword } from '../api';
import { messageOf } from '../errors';
import { authMessages } from '../messages';
import { announce } from '../notice/notice';
import styles from './Form.module.css';
import { NewPasswordField } from './fields';

const EMPTY: ChangePasswordBody = { oldPassword: '', newPassword: '' };

/**
 * Both pass the password rule, the new one differs; the server's message shows under the old
 * one. Success closes the dialog and says so briefly ("Password changed").
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(authMessages);
  const form = useOrderedForm(changePasswordBody, ['oldPassword', 'newPassword'], EMPTY);
  const { register, messageFor, formState } = form;

  const onSubmit = form.submit(async (body) => {
    try {
      await changePassword(body);
      onDone();
      announce('passwordChanged');
    } catch (error) {
      form.setError('oldPassword', { type: 'server', message: messageOf(error) }, { shouldFocus: true });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t.oldPassword}
        autoComplete="current-password"
        maxLength={20}
        error={messageFor('oldPassword')}
        {...register('oldPassword')}
      />
      <NewPasswordField
        label={t.newPassword}
        error={messageFor('newPassword')}
        {...register('newPassword')}
      />
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t.saving : t.savePassword}
      </button>
    </form>
  );
}
