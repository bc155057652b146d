import { i18n, params } from '../../shared/i18n';

/** What the contests block says. */
export const contestsMessages = i18n('contests', {
  list: 'Contests',
  loading: 'Loading the contests',
  failed: 'The contests',
  none: 'No contests running right now',
  noneHint: 'Keep listening: the next one is announced on air first.',
  closes: params('Closes {date}'),
  win: 'Win',
  howTo: 'How to take part',
});
