import { z } from 'zod';
import { enumParam, pagingQuery, searchParam } from './query';
import {
  bodyId,
  dateTimeField,
  htmlField,
  optionalTextField,
  staffListQuery,
  textField,
  updateBodyOf,
} from './staff';

/**
 * The console's listener engagement: contests (contest service), polls and their live results (poll service)
 * and the network-wide talent-hunt categories (master service). What a form sends and what the console reads.
 */

// ---------------------------------------------------------------- shared by contests and polls

/** Where a contest or poll stands at a moment: not started yet, running, or over. */
export const ENGAGEMENT_STATES = ['upcoming', 'open', 'closed'] as const;
export type EngagementState = (typeof ENGAGEMENT_STATES)[number];

export function engagementState(
  startsAt: string | Date,
  endsAt: string | Date,
  now = new Date(),
): EngagementState {
  if (new Date(startsAt).getTime() > now.getTime()) return 'upcoming';
  return new Date(endsAt).getTime() > now.getTime() ? 'open' : 'closed';
}

const endsAfterStart = (body: { startsAt?: string; endsAt?: string }) =>
  !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt);
/** Also what the server answers when a PATCH moves one end past the other one stored. */
export const ENDS_AFTER_START_MESSAGE = 'The end must be after the start';
const ENDS_AFTER_START = { message: ENDS_AFTER_START_MESSAGE, path: ['endsAt'] };

// ---------------------------------------------------------------- contests

export const CONTEST_TEXT = { title: 120, prize: 200 } as const;

const contestFields = {
  stationId: bodyId('stationId'),
  title: textField('Title', CONTEST_TEXT.title),
  description: htmlField('Description'),
  howToParticipate: htmlField('How to participate'),
  prize: optionalTextField('Prize', CONTEST_TEXT.prize),
  imageFileId: bodyId('imageFileId').nullable().default(null),
  startsAt: dateTimeField('Start'),
  endsAt: dateTimeField('End'),
};

/** POST contest/v1/contest */
export const contestCreateBody = z.object(contestFields).refine(endsAfterStart, ENDS_AFTER_START);
export type ContestCreateBody = z.input<typeof contestCreateBody>;

/** PATCH contest/v1/contest/{id}: any of the fields, and the version the form was loaded with. */
export const contestUpdateBody = updateBodyOf(contestFields).refine(endsAfterStart, ENDS_AFTER_START);
export type ContestUpdateBody = z.input<typeof contestUpdateBody>;

/**
 * GET contest/v1/staff/contests: every contest (upcoming ones too), newest end first unless sorted. Each sort
 * goes both ways (`-` descending), as the console's sortable columns ask.
 */
export const staffContestQuery = staffListQuery.extend({
  status: enumParam('status', ENGAGEMENT_STATES).optional(),
  sort: enumParam('sort', ['-endsAt', 'endsAt', 'title', '-title'] as const).default('-endsAt'),
});

export const staffContest = z.object({
  id: z.number().int(),
  version: z.number().int(),
  stationId: z.number().int(),
  title: z.string(),
  urlName: z.string(),
  description: z.string(),
  howToParticipate: z.string(),
  prize: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(ENGAGEMENT_STATES),
  imageFileId: z.number().int().nullable(),
  /** The URL of the image's bytes. */
  image: z.string().nullable(),
});
export type StaffContest = z.infer<typeof staffContest>;

// ---------------------------------------------------------------- polls

export const POLL_TEXT = { question: 200, option: 100, minOptions: 2, maxOptions: 10 } as const;

/**
 * One option as the form sends it, in the order listeners see them. An existing option keeps its `id` (so its
 * votes stay with it when it is re-worded or moved); a new one has none.
 */
const pollOptionInput = z.object(
  { id: bodyId('Option id').optional(), text: textField('Option', POLL_TEXT.option) },
  { error: 'Each option must be an object with its text' },
);

const pollOptionsField = z
  .array(pollOptionInput, { error: 'Options must be a list' })
  .min(POLL_TEXT.minOptions, `Give at least ${POLL_TEXT.minOptions} options`)
  .max(POLL_TEXT.maxOptions, `Give at most ${POLL_TEXT.maxOptions} options`)
  .superRefine((options, context) => {
    const texts = new Set<string>();
    const ids = new Set<number>();
    options.forEach((option, index) => {
      const text = option.text.toLowerCase();
      if (texts.has(text)) {
        context.addIssue({ code: 'custom', message: 'Each option must be different', path: [index, 'text'] });
      }
      texts.add(text);
      if (option.id === undefined) return;
      if (ids.has(option.id)) {
        context.addIssue({ code: 'custom', message: 'An option is named twice', path: [index, 'id'] });
      }
      ids.add(option.id);
    });
  });

const pollFields = {
  stationId: bodyId('stationId'),
  question: textField('Question', POLL_TEXT.question),
  startsAt: dateTimeField('Opens'),
  endsAt: dateTimeField('Closes'),
  options: pollOptionsField,
};

/** POST poll/v1/poll: a new poll's options have no ids yet. */
export const pollCreateBody = z
  .object(pollFields)
  .refine(endsAfterStart, ENDS_AFTER_START)
  .superRefine((body, context) => {
    body.options.forEach((option, index) => {
      if (option.id !== undefined) {
        context.addIssue({
          code: 'custom',
          message: "A new poll's options have no id yet",
          path: ['options', index, 'id'],
        });
      }
    });
  });
export type PollCreateBody = z.input<typeof pollCreateBody>;

/**
 * PATCH poll/v1/poll/{id}. `options`, when sent, is the whole new list in order: options named by id are kept
 * (re-worded and moved, their votes with them), options without an id are added, and options left out are
 * removed. An option that has votes cannot be removed (409 on `options`): the results would no longer add up.
 */
export const pollUpdateBody = updateBodyOf(pollFields).refine(endsAfterStart, ENDS_AFTER_START);
export type PollUpdateBody = z.input<typeof pollUpdateBody>;

/**
 * What the console's poll form checks before it sends: the poll's fields, its options with their ids when the
 * poll is saved already (a new poll's have none). POST and PATCH still check their own bodies.
 */
export const pollFormBody = z.object(pollFields).refine(endsAfterStart, ENDS_AFTER_START);
export type PollFormBody = z.input<typeof pollFormBody>;

/** GET poll/v1/staff/polls: newest end first unless sorted; each sort goes both ways (`-` descending). */
export const staffPollQuery = staffListQuery.extend({
  status: enumParam('status', ENGAGEMENT_STATES).optional(),
  sort: enumParam('sort', ['-endsAt', 'endsAt', 'question', '-question'] as const).default('-endsAt'),
});

/** A poll as the console shows it, with its live results (counted when asked, never cached). */
export const staffPoll = z.object({
  id: z.number().int(),
  version: z.number().int(),
  stationId: z.number().int(),
  question: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(ENGAGEMENT_STATES),
  totalVotes: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), text: z.string(), votes: z.number().int() })),
});
export type StaffPoll = z.infer<typeof staffPoll>;

// ---------------------------------------------------------------- talent-hunt categories (network-wide)

export const TALENT_HUNT_CATEGORY_TEXT = { name: 60, description: 300, maxSortOrder: 9999 } as const;

const talentHuntCategoryFields = {
  name: textField('Name', TALENT_HUNT_CATEGORY_TEXT.name),
  description: optionalTextField('Description', TALENT_HUNT_CATEGORY_TEXT.description),
  /** Listeners see the categories by this number, smallest first (then by when they were made). */
  sortOrder: z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(
      TALENT_HUNT_CATEGORY_TEXT.maxSortOrder,
      `Order must be at most ${TALENT_HUNT_CATEGORY_TEXT.maxSortOrder}`,
    )
    .default(0),
};

/** POST master/v1/talent-hunt-category (network admins) */
export const talentHuntCategoryCreateBody = z.object(talentHuntCategoryFields);
export type TalentHuntCategoryCreateBody = z.input<typeof talentHuntCategoryCreateBody>;

/** PATCH master/v1/talent-hunt-category/{id} (network admins) */
export const talentHuntCategoryUpdateBody = updateBodyOf(talentHuntCategoryFields);
export type TalentHuntCategoryUpdateBody = z.input<typeof talentHuntCategoryUpdateBody>;

/**
 * GET master/v1/staff/talent-hunt-categories: no station filter, categories belong to the whole network. Each
 * sort goes both ways (`-` descending).
 */
export const staffTalentHuntCategoryQuery = pagingQuery.extend({
  search: searchParam.optional(),
  sort: enumParam('sort', ['sortOrder', '-sortOrder', 'name', '-name'] as const).default('sortOrder'),
});

export const staffTalentHuntCategory = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  /** Entries sent in this category; while there are any it cannot be deleted. */
  entries: z.number().int(),
});
export type StaffTalentHuntCategory = z.infer<typeof staffTalentHuntCategory>;
