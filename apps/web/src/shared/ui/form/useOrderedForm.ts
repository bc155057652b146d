import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, get, type Path, type SubmitHandler, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with a zod schema from the contracts, and the forms' rule: on submit only the first
 * failing field's message shows (fields in `order`), and that field is focused and scrolled into view.
 * Messages set from a server answer (`setError(name, { type: 'server' })`) always show.
 */
export function useOrderedForm<S extends z.ZodType<unknown, FieldValues>>(
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
  const { errors } = form.formState;
  const firstFailing = order.find((name) => get(errors, name));

  /** The message to show under a field, if any. */
  const messageFor = (name: Path<Input>): string | undefined => {
    const error = get(errors, name) as { message?: string; type?: string } | undefined;
    if (!error?.message) return undefined;
    return error.type === 'server' || name === firstFailing ? error.message : undefined;
  };

  const submit = (onValid: SubmitHandler<z.output<S>>) =>
    form.handleSubmit(onValid, (invalid) => {
      const name = order.find((field) => get(invalid, field));
      if (name) focusField(form.setFocus, name);
    });

  return { ...form, messageFor, submit };
}

/** Focuses a field and scrolls it to the middle of its scroll area (the dialog or the page). */
export function focusField<N extends string>(setFocus: (name: N) => void, name: N) {
  setFocus(name);
  const active = document.activeElement;
  if (active instanceof HTMLElement && 'scrollIntoView' in active) {
    active.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }
}
