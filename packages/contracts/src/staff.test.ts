import { describe, expect, it } from 'vitest';
import { publicationState } from './staff';
import { eventCreateBody, eventUpdateBody } from './staff-events';

describe('console bodies', () => {
  it('a PATCH body keeps only what was sent (no defaults fill in the fields left out)', () => {
    expect(eventUpdateBody.parse({ version: 3, venue: ' Nehru Park ' })).toEqual({
      version: 3,
      venue: 'Nehru Park',
    });
    const created = eventCreateBody.parse({
      stationId: 1,
      title: 'Gig',
      startsAt: '2027-01-01T18:00:00+05:30',
      endsAt: '2027-01-01T20:00:00+05:30',
    });
    expect(created).toMatchObject({ summary: '', description: '', imageFileId: null, registrationUrl: '' });
  });

  it('a PATCH body without its version is refused on version', () => {
    const result = eventUpdateBody.safeParse({ venue: 'x' });
    expect(result.error?.issues[0]?.path).toEqual(['version']);
  });

  it('a published item whose time has not come is Scheduled; a draft is a draft whatever its time', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect(publicationState('published', '2027-01-02T00:00:00Z', now)).toBe('scheduled');
    expect(publicationState('published', '2026-12-31T00:00:00Z', now)).toBe('published');
    expect(publicationState('draft', '2026-12-31T00:00:00Z', now)).toBe('draft');
  });
});
