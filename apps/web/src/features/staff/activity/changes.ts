import {
  ACTIVITY_REFERENCES,
  type ActivityEntry,
  type ActivityReferenceKind,
  activityNameKey,
  MEDIA_TYPE_LABELS,
  REQUEST_STATUS_LABELS,
  TALENT_ENTRY_STATUS_LABELS,
  WEEKDAYS,
} from '@tarang/contracts';
import { formatLength, shortDate } from '../../../shared/format';
import { PAGE_LABELS } from '../pages/stationPages';
import { ROLE_LABELS } from '../team/roles';
import { istDateTime } from '../ui/format';
import type { activityFieldMessages, activityMessages } from './messages';

type Words = ReturnType<typeof activityMessages.get>;
type FieldLabels = ReturnType<typeof activityFieldMessages.get>;
type LabelKey = keyof FieldLabels;

/** One changed field as Activity shows it: its label, and its value before (an update) and after, in words. */
export type FieldChange = { field: string; label: string; before?: string; after: string };

/** A kind of item whose form labels a field its own way ("Poster image" for an event's image). */
const FIELD_LABELS_OF: Record<string, Partial<Record<string, LabelKey>>> = {
  event: { imageFileId: 'posterImage' },
  contest: { imageFileId: 'contestImage' },
  banner: { imageFileId: 'bannerImage', startsAt: 'showFrom', endsAt: 'showUntil' },
  redline: { imageFileId: 'picture', body: 'article' },
  page: { body: 'pageText' },
  poll: { startsAt: 'opens', endsAt: 'closes' },
};

const DELETED: Record<ActivityReferenceKind, keyof Words> = {
  rj: 'deletedRj',
  show: 'deletedShow',
  station: 'deletedStation',
  genre: 'deletedGenre',
  category: 'deletedCategory',
  city: 'deletedCity',
  state: 'deletedState',
  platform: 'deletedPlatform',
  file: 'deletedFile',
};

/** Long text is cut here, at a word where there is one. */
const SHOWN_CHARACTERS = 90;
const HTML = /<[a-z][^>]*>/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** HTML as the text a reader sees (an inert document: nothing in it runs or loads). */
const textOf = (html: string) =>
  (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();

function trimmed(text: string): string {
  if (text.length <= SHOWN_CHARACTERS) return text;
  const cut = text.slice(0, SHOWN_CHARACTERS);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHOWN_CHARACTERS / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:…]+$/, '')}…`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replaceAll('_', ' ');

/** A value a form offers as a choice, as the form names it. */
function choiceLabel(entity: string, field: string, value: string): string | undefined {
  if (field === 'mediaType') return MEDIA_TYPE_LABELS[value as keyof typeof MEDIA_TYPE_LABELS];
  if (field === 'role') return ROLE_LABELS[value as keyof typeof ROLE_LABELS];
  if (field === 'page') return PAGE_LABELS[value as keyof typeof PAGE_LABELS];
  if (field === 'streamType') return value.toUpperCase();
  if (field !== 'status') return undefined;
  if (entity === 'request') return REQUEST_STATUS_LABELS[value as keyof typeof REQUEST_STATUS_LABELS];
  if (entity === 'entry') return TALENT_ENTRY_STATUS_LABELS[value as keyof typeof TALENT_ENTRY_STATUS_LABELS];
  return capitalised(value);
}

/** One value of a field, in words: names for ids, Yes/No, dates in India time, HTML as short text. */
function words(value: unknown, field: string, entry: ActivityEntry, t: Words): string {
  if (value === null || value === undefined || value === '') return t.none;
  const kind = ACTIVITY_REFERENCES[field as keyof typeof ACTIVITY_REFERENCES];
  if (kind && typeof value === 'number') {
    return entry.names[activityNameKey(kind, value)] ?? (t[DELETED[kind]] as string);
  }
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (field === 'weekday' && typeof value === 'number') return WEEKDAYS[value] ?? String(value);
  if (field === 'durationSeconds' && typeof value === 'number') return formatLength(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (DATE_TIME.test(value)) return istDateTime(value);
    if (DATE.test(value)) return shortDate(value, { withYear: true, language: 'en' });
    return trimmed(choiceLabel(entry.entity, field, value) ?? (HTML.test(value) ? textOf(value) : value));
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t.none;
    // A gallery, the videos: how many, not each file's settings.
    if (field !== 'socialLinks' && value.some((item) => item && typeof item === 'object')) {
      return t.items(value.length);
    }
    return trimmed(value.map((item) => words(item, field, entry, t)).join(', '));
  }
  if (typeof value === 'object') {
    // A social link ({ platformId, url }) or a poll's results ({ option: votes }).
    const { platformId, url, ...rest } = value as Record<string, unknown>;
    if (platformId !== undefined) return `${words(platformId, 'platformId', entry, t)}: ${String(url)}`;
    return trimmed(
      Object.entries(rest)
        .map(([key, inner]) => `${key}: ${words(inner, key, entry, t)}`)
        .join(', '),
    );
  }
  return String(value);
}

/**
 * What an Activity entry changed, field by field, with the names an editor knows: the form's label, and each
 * value before (an update recorded since Activity keeps it) and after. Older entries show what they have.
 */
export function describeChanges(entry: ActivityEntry, t: Words, labels: FieldLabels): FieldChange[] {
  const own = FIELD_LABELS_OF[entry.entity] ?? {};
  return Object.entries(entry.changes).map(([field, value]) => {
    const key = own[field] ?? (field as LabelKey);
    const label = labels[key] ?? capitalised(field.replace(/([A-Z])/g, ' $1').toLowerCase());
    const change: FieldChange = { field, label, after: words(value, field, entry, t) };
    if (entry.before && field in entry.before) change.before = words(entry.before[field], field, entry, t);
    return change;
  });
}
