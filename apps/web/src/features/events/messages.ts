import { i18n, params } from '../../shared/i18n';

/** Every text of the events pages (the event's own title, venue and description are shown as entered). */
export const eventsMessages = i18n('events', {
  heading: 'Events',
  pageTitle: params('Events · {station}'),
  description: params('Concerts, meet-ups and city walks with {station} in {city}.'),
  lead: params('Concerts, meet-ups and city walks with {station}. Come and say hello to your RJs in {city}.'),
  /** Stands in for the city's name when a station has none. */
  theCity: 'the city',
  upcoming: 'Coming up',
  upcomingFailed: 'The upcoming events',
  upcomingEmpty: 'No upcoming events right now',
  upcomingEmptyHint: 'New dates are announced on air first. Check back soon.',
  past: 'Past events',
  pastFailed: 'The past events',
  pastEmpty: 'No past events yet',
  pastEmptyHint: 'Events appear here once they are over.',
  ended: 'Ended',
  allEvents: 'All events',
  eventFailed: 'This event',
  pastEvent: 'Past event',
  event: 'Event',
  whenAndWhere: 'When and where',
  hasEnded: 'This event has ended',
  upcomingStatus: 'Upcoming',
  date: 'Date',
  time: 'Time',
  venue: 'Venue',
  openInMaps: 'Open in Maps',
  opensInNewTab: '(opens in a new tab)',
  register: 'Register',
  registerFor: params('for {title} (opens in a new tab)'),
  about: 'About this event',
  /** The time line of an event over several days; {start} and {end} are clock times. */
  fromTo: params('From {start} to {end} IST'),
});
