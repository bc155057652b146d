import { EMAIL_MAX, PASSWORD_MAX } from '@tarang/contracts';
import type { ComponentProps } from 'react';
import { useMessages } from '../../../shared/i18n';
import { PasswordField, TextField } from '../../../shared/ui/form/Field';
import { authMessages } from '../messages';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The account forms' e-mail input: at most 200 characters. */
export function EmailField(props: FieldProps) {
  const t = useMessages(authMessages);
  return (
    <TextField
      label={t.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX}
      {...props}
    />
  );
}

/** A password being chosen: the rule's hint under it, at most 20 characters. */
export function NewPasswordField({ label, ...props }: FieldProps & { label: string }) {
  const t = useMessages(authMessages);
  return (
    <PasswordField
      label={label}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX}
      hint={t.passwordHint}
      {...props}
    />
  );
}
