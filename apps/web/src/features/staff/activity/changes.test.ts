import type { ActivityEntry } from '@tarang/contracts';
import { describe, expect, it } from 'vitest';
import { describeChanges } from './changes';
import { activityFieldMessages, activityMessages } from './messages';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  createdAt: '2026-11-20T09:00:00.000Z',
  actor: { id: 2, name: 'Asha Desk' },
  action: 'update',
  entity: 'show',
  entityId: 31,
  label: 'Dilli Subah',
  stationId: 1,
  changes: {},
  before: null,
  names: {},
  ...fields,
});

const described = (fields: Partial<ActivityEntry>) =>
  describeChanges(entry(fields), activityMessages.get(), activityFieldMessages.get());

describe("Activity's changes", () => {
  it('names each field as its form does, its value before and after, ids as the names they stand for', () => {
    const changes = described({
      changes: { rjIds: [7, 9], isEditorChoice: true, title: 'Dilli Shaam' },
      before: { rjIds: [7], isEditorChoice: false, title: 'Dilli Subah' },
      names: { 'rj:7': 'Asha', 'rj:9': 'Veer' },
    });
    expect(changes).toEqual([
      { field: 'rjIds', label: 'RJs', before: 'Asha', after: 'Asha, Veer' },
      { field: 'isEditorChoice', label: "Editor's choice", before: 'No', after: 'Yes' },
      { field: 'title', label: 'Title', before: 'Dilli Subah', after: 'Dilli Shaam' },
    ]);
  });

  it('an older entry, with no values before, shows what it has; a deleted item is said to be one', () => {
    expect(described({ entity: 'episode', changes: { mediaId: 31, rjIds: [4] }, names: {} })).toEqual([
      { field: 'mediaId', label: 'Show', after: 'a deleted show' },
      { field: 'rjIds', label: 'RJs', after: 'a deleted RJ' },
    ]);
  });

  it('HTML is its text, shortened; dates are India time; choices and empty values in words', () => {
    const long = `<p>Morning <strong>talk</strong> ${'and music '.repeat(20)}</p>`;
    const [description, publishedAt, status, mediaType, genreId] = described({
      changes: {
        description: long,
        publishedAt: '2026-11-20T09:00:00.000Z',
        status: 'published',
        mediaType: 'Video',
        genreId: null,
      },
      before: { description: '', publishedAt: null, status: 'draft', mediaType: 'Podcast', genreId: 3 },
      names: { 'genre:3': 'Talk' },
    });
    expect(description?.before).toBe('none');
    expect(description?.after).toMatch(/^Morning talk and music and music .*…$/);
    expect(description?.after.length).toBeLessThanOrEqual(91);
    expect(publishedAt).toMatchObject({ label: 'Publish time', after: 'Fri, 20 Nov, 2026, 2:30 pm' });
    expect(status).toMatchObject({ before: 'Draft', after: 'Published' });
    expect(mediaType).toMatchObject({ label: 'Type', before: 'Podcast', after: 'Video' });
    expect(genreId).toMatchObject({ label: 'Genre', before: 'Talk', after: 'none' });
  });

  it('a kind whose form labels a field its own way, a social link, a gallery and a weekday', () => {
    expect(described({ entity: 'banner', changes: { imageFileId: 5, startsAt: null } })).toEqual([
      { field: 'imageFileId', label: 'Banner image', after: 'a deleted file' },
      { field: 'startsAt', label: 'Show from', after: 'none' },
    ]);
    const station = described({
      entity: 'station',
      changes: { socialLinks: [{ platformId: 1, url: 'https://x.com/tarang' }] },
      names: { 'platform:1': 'X' },
    });
    expect(station[0]).toMatchObject({ label: 'Social links', after: 'X: https://x.com/tarang' });
    const rj = described({ entity: 'rj', changes: { gallery: [{ fileId: 3 }, { fileId: 4 }] } });
    expect(rj[0]).toMatchObject({ label: 'Gallery', after: '2 items' });
    const slot = described({ entity: 'schedule-slot', changes: { weekday: 1, start: '07:00' } });
    expect(slot.map((change) => change.after)).toEqual(['Monday', '07:00']);
  });
});
