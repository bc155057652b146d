import { count, i18n, params } from '../../shared/i18n';

/** Everything the listener's poll block says. */
export const pollMessages = i18n('polls', {
  vote: 'Vote',
  chooseFirst: 'Choose an answer first',
  signInToVote: 'Log in to vote. One vote per listener.',
  thanks: 'Thanks for voting!',
  failed: 'Your vote could not be sent. Please try again.',
  yourVote: 'Your vote',
  closes: params('Closes {date}'),
  closed: params('Closed {date}'),
  resultsSoFar: params('Results so far · {status}'),
  finalResults: params('Final results · {status}'),
  results: 'Results',
  answers: 'Answers',
  votes: count({ one: '{count} vote', other: '{count} votes' }),
  noVotes: 'No votes were cast',
  loadFailed: 'The poll',
  loading: 'Loading the poll',
  noneOpen: 'No poll running right now',
  noneOpenHint: 'A new question is on its way. Check back soon.',
  pager: 'Polls',
  lastTime: 'Last time you said',
});
