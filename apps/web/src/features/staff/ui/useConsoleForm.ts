import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, get, type Path, type SubmitHandler, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../../../shared/api/client';
import { focusField } from '../../../shared/ui/form/useOrderedForm';

/**
 * A console form: react-hook-form with the contracts' schema. Unlike the listener's forms it shows every
 * failing field's message at once (an editor fixes them in one go) and focuses the first, in the form's order.
 * A server answer naming a field lands under that field.
 */
export function useConsoleForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  order: readonly Path<z.input<S>>[],
  defaultValues: z.input<S>,
) {
  type Input = z.input<S>;
  const form = useForm<Input, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  // Read while rendering: react-hook-form only keeps track of what a render has asked for.
  const { dirtyFields } = form.formState;
  /** The fields the user changed, with their values (a PATCH sends only those). */
  const changed = <T extends Record<string, unknown>>(values: T): Partial<T> =>
    Object.fromEntries(
      Object.entries(values).filter(([key]) => (dirtyFields as Record<string, unknown>)[key]),
    ) as Partial<T>;

  const messageFor = (name: Path<Input>): string | undefined =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

  const submit = (onValid: SubmitHandler<z.output<S>>) =>
    form.handleSubmit(onValid, (invalid) => {
      const name = order.find((field) => get(invalid, field));
      if (name) focusField(form.setFocus, name);
    });

  /** A refused save: on its field when the server names one of this form's fields; otherwise its message. */
  const serverMessage = (error: unknown): string => {
    if (error instanceof ApiRequestError && error.field && order.includes(error.field as Path<Input>)) {
      form.setError(
        error.field as Path<Input>,
        { type: 'server', message: error.message },
        { shouldFocus: true },
      );
      return 'Check the highlighted field.';
    }
    return error instanceof Error ? error.message : 'The save failed. Please try again.';
  };

  return { ...form, messageFor, submit, serverMessage, changed };
}
