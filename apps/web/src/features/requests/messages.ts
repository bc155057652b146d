import type { RequestTarget } from './context';

/** Every text of the request modal, in one place (a Hindi translation follows). */
export const REQUEST_TEXT = {
  studioVisit: 'Studio Visit',
  studioVisitLead:
    'Tell us who you are and why you would like to come by; the station team will call you to fix a time.',
  letsCollab: "Let's Collab",
  letsCollabLead: 'Got an idea for a show, a podcast, an event or a brand? Tell us about it.',
  collabWith: (name: string) => `Collab with ${name}`,
  collabWithLead: (name: string) => `Tell ${name} and the team what you have in mind.`,
  name: 'Name',
  mobile: 'Mobile',
  station: 'Station',
  chooseStation: 'Choose a station',
  reason: 'Reason',
  reasonPlaceholder: 'What would you like to do with us?',
  submit: 'Submit',
  submitting: 'Submitting…',
  close: 'Close',
  stationsFailed: 'The stations',
  followUp: (mobile: string) => `We will get in touch on ${mobile.replace(/^(\d{5})(\d{5})$/, '$1 $2')}.`,
} as const;

export function titleOf(target: RequestTarget): string {
  if (target.type === 'studio_visit') return REQUEST_TEXT.studioVisit;
  return target.rj ? REQUEST_TEXT.collabWith(target.rj.name) : REQUEST_TEXT.letsCollab;
}

export function leadOf(target: RequestTarget): string {
  if (target.type === 'studio_visit') return REQUEST_TEXT.studioVisitLead;
  return target.rj ? REQUEST_TEXT.collabWithLead(target.rj.name) : REQUEST_TEXT.letsCollabLead;
}
