import { EMAIL_MAX, PASSWORD_MAX } from '@tarang/contracts';
import type { ComponentProps } from 'react';
import { PasswordField, TextField } from '../../../shared/ui/form/Field';
import { PASSWORD_HINT } from '../texts';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The account forms' e-mail input: SPEC maximum 200. */
export const EmailField = (props: FieldProps) => (
  <TextField
    label="Email"
    type="email"
    autoComplete="email"
    inputMode="email"
    maxLength={EMAIL_MAX}
    {...props}
  />
);

/** A password being chosen: the rule's hint under it, SPEC maximum 20. */
export const NewPasswordField = ({ label, ...props }: FieldProps & { label: string }) => (
  <PasswordField
    label={label}
    autoComplete="new-password"
    maxLength={PASSWORD_MAX}
    hint={PASSWORD_HINT}
    {...props}
  />
);
