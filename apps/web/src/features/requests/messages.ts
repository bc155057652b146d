import { i18n, params } from '../../shared/i18n';
import type { RequestTarget } from './context';

/** Every text of the request modal (the validation messages stay English, in packages/contracts). */
export const requestMessages = i18n('requests', {
  studioVisit: 'Studio Visit',
  studioVisitLead:
    'Tell us who you are and why you would like to come by; the station team will call you to fix a time.',
  meetRjs: 'Meet Your Favourite RJs',
  letsCollab: "Let's Collab",
  letsCollabLead: 'Got an idea for a show, a podcast, an event or a brand? Tell us about it.',
  collabWith: params('Collab with {name}'),
  collabWithLead: params('Tell {name} and the team what you have in mind.'),
  name: 'Name',
  mobile: 'Mobile',
  station: 'Station',
  chooseStation: 'Choose a station',
  stationsFailed: 'The stations could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  reason: 'Reason',
  reasonPlaceholder: 'What would you like to do with us?',
  submit: 'Submit',
  submitting: 'Submitting…',
  close: 'Close',
  followUp: params('We will get in touch on {mobile}.'),
});

type RequestTexts = ReturnType<typeof requestMessages.get>;

/** "98765 43210": a mobile number as it is read aloud. */
export const spacedMobile = (mobile: string) => mobile.replace(/^(\d{5})(\d{5})$/, '$1 $2');

export function titleOf(target: RequestTarget, t: RequestTexts): string {
  if (target.type === 'studio_visit') return t.studioVisit;
  return target.rj ? t.collabWith({ name: target.rj.name }) : t.letsCollab;
}

export function leadOf(target: RequestTarget, t: RequestTexts): string {
  if (target.type === 'studio_visit') return t.studioVisitLead;
  return target.rj ? t.collabWithLead({ name: target.rj.name }) : t.letsCollabLead;
}
