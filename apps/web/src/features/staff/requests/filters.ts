import { REQUEST_TYPE_LABELS, REQUEST_TYPES } from '@tarang/contracts';

/**
 * An inbox's status filter (requests, talent-hunt entries). It opens on New, what nobody has dealt with yet;
 * "All statuses" is `?status=all` in the URL, and no status is sent to the server for it.
 */
export function inboxStatusFilter<S extends string>(labels: Record<S | 'new', string>) {
  const others = (Object.keys(labels) as S[]).filter((status) => status !== 'new');
  return {
    /** ChoiceFilter's "any" option stands for the default, New. */
    defaultLabel: labels.new,
    choices: [
      ...others.map((status) => ({ value: status as string, label: labels[status] })),
      { value: 'all', label: 'All statuses' },
    ],
    /** The status to ask the server for. */
    query: (value: string | undefined): string | undefined =>
      value === 'all' ? undefined : value && others.includes(value as S) ? value : 'new',
  };
}

export const TYPE_CHOICES = REQUEST_TYPES.map((type) => ({ value: type, label: REQUEST_TYPE_LABELS[type] }));
