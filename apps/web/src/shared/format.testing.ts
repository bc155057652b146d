import fc from 'fast-check';

// For tests only: what the English date writers of format.ts (and the events' dates) are held to.

/** Intl's own writing in en-IN, India time. */
export const intlInIndia = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' });

/** Any valid moment from 1990 to 2100. */
export const anyMoment = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});
