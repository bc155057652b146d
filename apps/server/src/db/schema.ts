import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Bumped by every console save: a save naming an older version is refused (409), never silently lost. */
const version = () => integer('version').notNull().default(1);
/**
 * draft | published. Listeners see a published item once its publish time has come (Scheduled before it);
 * never a draft.
 */
const publishStatus = () => text('status').notNull().default('published');

// ---------------------------------------------------------------- reference data (master service)

export const platforms = pgTable('platforms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [uniqueIndex('cities_state_name_idx').on(t.stateId, t.name)],
);

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

/** Key/value settings that staff may change without a deploy (ads account, verification, analytics...). */
export const config = pgTable('config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const talentHuntCategories = pgTable('talent_hunt_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  version: version(),
});

// ---------------------------------------------------------------- files (file service)

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** Key in the storage backend; content-addressed (sha256 + extension), so URLs are immutable. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    altName: text('alt_name'),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    checksum: text('checksum').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    /** The listener who uploaded it (null for seeded files or a deleted account). */
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => subscribers.id, {
      onDelete: 'set null',
    }),
    /**
     * A listener's upload (e.g. a talent-hunt audition): its bytes are in the private storage, and it is shown
     * only to its uploader and staff. Published content files are public.
     */
    private: boolean('private').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('files_checksum_idx').on(t.checksum), index('files_uploaded_by_idx').on(t.uploadedBy)],
);

// ---------------------------------------------------------------- stations (station service)

export const stations = pgTable(
  'stations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    tagline: text('tagline').notNull().default(''),
    frequency: text('frequency').notNull(),
    /** The station's brand colour, a #rrggbb value. */
    color: text('color').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    logoFileId: integer('logo_file_id').references(() => files.id),
    whatsappChannelUrl: text('whatsapp_channel_url'),
    address: text('address').notNull().default(''),
    cityId: integer('city_id').references(() => cities.id),
    stateId: integer('state_id').references(() => states.id),
    pin: text('pin').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    whatsappNumber: text('whatsapp_number').notNull().default(''),
    email: text('email').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** An external live stream (Icecast/SHOUTcast mount or HLS playlist); '': the built-in playout. */
    streamUrl: text('stream_url').notNull().default(''),
    /** hls | mp3 | aac: what streamUrl is (STREAM_TYPES). */
    streamType: text('stream_type').notNull().default('mp3'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stations_slug_idx').on(t.slug)],
);

export const stationSocialLinks = pgTable(
  'station_social_links',
  {
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.platformId] })],
);

/** Station pages: careers, contact-us, advertise-with-us, privacy-policy, terms-and-conditions, csr-policy. */
export const stationPages = pgTable(
  'station_pages',
  {
    id: serial('id').primaryKey(),
    /** null: the network-wide page, used where a station has none of its own. */
    stationId: integer('station_id').references(() => stations.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    title: text('title').notNull(),
    /** HTML, sanitised on write and on read by the site. */
    body: text('body').notNull(),
    version: version(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('station_pages_station_page_idx').on(sql`coalesce(${t.stationId}, 0)`, t.page)],
);

// ---------------------------------------------------------------- RJ profiles (profile service)

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    /** Public identifier used in URLs (`rjs/{name-slug}-{profileId}`): letters and digits only. */
    profileId: text('profile_id').notNull(),
    name: text('name').notNull(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    designation: text('designation').notNull().default('RJ'),
    /** Shows and hours, e.g. "Mon–Fri, 7–11 AM". */
    showTime: text('show_time').notNull().default(''),
    bio: text('bio').notNull().default(''),
    profileImageFileId: integer('profile_image_file_id').references(() => files.id),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('profiles_profile_id_idx').on(t.profileId),
    index('profiles_station_idx').on(t.stationId),
  ],
);

export const profileGallery = pgTable(
  'profile_gallery',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    caption: text('caption').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('profile_gallery_profile_idx').on(t.profileId)],
);

export const profileVideos = pgTable(
  'profile_videos',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    videoFileId: integer('video_file_id')
      .notNull()
      .references(() => files.id),
    posterFileId: integer('poster_file_id').references(() => files.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('profile_videos_profile_idx').on(t.profileId)],
);

// ---------------------------------------------------------------- media and episodes (shows)

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** AudioShow | Podcast | Video (see MEDIA_TYPES in contracts). */
    mediaType: text('media_type').notNull(),
    /** HTML. */
    description: text('description').notNull().default(''),
    /** null: a network-wide item, listed for every station. */
    stationId: integer('station_id').references(() => stations.id),
    genreId: integer('genre_id').references(() => genres.id),
    isEditorChoice: boolean('is_editor_choice').notNull().default(false),
    language: text('language').notNull().default('Hindi'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    status: publishStatus(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_station_type_idx').on(t.stationId, t.mediaType, t.publishedAt),
    index('media_genre_idx').on(t.genreId),
  ],
);

export const mediaImages = pgTable(
  'media_images',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.fileId] })],
);

export const mediaProfiles = pgTable(
  'media_profiles',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.profileId] }),
    index('media_profiles_profile_idx').on(t.profileId),
  ],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** HTML. */
    description: text('description').notNull().default(''),
    /** The audio (or, for video media, video) file. */
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    durationSeconds: real('duration_seconds').notNull(),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id),
    episodeNumber: integer('episode_number'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: publishStatus(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('episodes_media_published_idx').on(t.mediaId, t.publishedAt)],
);

// ---------------------------------------------------------------- the live schedule (schedule service)

/**
 * A station's slot on air: weekly (weekday 0 Sunday … 6 Saturday) or a one-off override on a date (India
 * time). On a date, its overrides air whole and the weekly slots they overlap air before and after them.
 * Minutes since midnight, India time; a slot stays within its day (end 1440 is midnight).
 */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    weekday: integer('weekday'),
    /** YYYY-MM-DD of a one-off override; null for a weekly slot. */
    date: text('date'),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    /** The show on air. */
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('schedule_slots_station_weekday_idx').on(t.stationId, t.weekday),
    index('schedule_slots_station_date_idx').on(t.stationId, t.date),
    index('schedule_slots_media_idx').on(t.mediaId),
  ],
);

/** The RJs who present a slot, in their order on air. */
export const scheduleSlotProfiles = pgTable(
  'schedule_slot_profiles',
  {
    slotId: integer('slot_id')
      .notNull()
      .references(() => scheduleSlots.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.profileId] }),
    index('schedule_slot_profiles_profile_idx').on(t.profileId),
  ],
);

// ---------------------------------------------------------------- events, red lines, banners

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    /** HTML. */
    description: text('description').notNull().default(''),
    venue: text('venue').notNull().default(''),
    address: text('address').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    imageFileId: integer('image_file_id').references(() => files.id),
    registrationUrl: text('registration_url'),
    /** When listeners see it, once published (a time ahead schedules it). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    status: publishStatus(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('events_station_starts_idx').on(t.stationId, t.startsAt)],
);

export const redLines = pgTable(
  'red_lines',
  {
    id: serial('id').primaryKey(),
    /** null: network-wide news, listed for every station. */
    stationId: integer('station_id').references(() => stations.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    /** HTML. */
    body: text('body').notNull(),
    author: text('author').notNull().default(''),
    imageFileId: integer('image_file_id').references(() => files.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: publishStatus(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('red_lines_station_published_idx').on(t.stationId, t.publishedAt)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** null: shown on every station. */
    stationId: integer('station_id').references(() => stations.id),
    /** Which page shows it: home, audio, video, rjs, events, redlines, talent-hunt. */
    page: text('page').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageFileId: integer('image_file_id')
      .notNull()
      .references(() => files.id),
    /** A site path (e.g. /audio/…) or an absolute https URL. */
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [index('banners_page_station_idx').on(t.page, t.stationId)],
);

// ---------------------------------------------------------------- contests and polls

export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** HTML. */
    description: text('description').notNull().default(''),
    /** HTML: how to take part. */
    howToParticipate: text('how_to_participate').notNull().default(''),
    prize: text('prize').notNull().default(''),
    imageFileId: integer('image_file_id').references(() => files.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('contests_station_ends_idx').on(t.stationId, t.endsAt)],
);

export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    question: text('question').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('polls_station_ends_idx').on(t.stationId, t.endsAt)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId)],
);

// ---------------------------------------------------------------- listeners (accounts, favourites)

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    /** listener | editor (the stations in staff_stations) | admin (the whole network). Never shown to listeners. */
    role: text('role').notNull().default('listener'),
    stationId: integer('station_id').references(() => stations.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscribers_email_idx').on(t.email)],
);

/** A subscriber's link to a social identity provider (Google, Facebook, Twitter). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] })],
);

/**
 * A sign-in: its id is in every access token (claim sid) and names the family of its refresh tokens. A token
 * counts only while its session is not revoked, so logout, a reused refresh token, a password change or reset
 * and a role change end sessions at once, on every instance (they all read this table).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_subscriber_idx').on(t.subscriberId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /**
     * The session (sessions.id): all tokens rotated from one sign-in share it; reuse of a spent token revokes
     * the session.
     */
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_subscriber_idx').on(t.subscriberId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    /** Only 'Episode' is used today. */
    contentType: text('content_type').notNull(),
    contentId: integer('content_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.contentType, t.contentId] })],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.subscriberId] }), index('poll_votes_option_idx').on(t.optionId)],
);

/** Studio-visit and let's-collab requests from listeners. */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    /** studio_visit | lets_collab */
    requestType: text('request_type').notNull(),
    name: text('name').notNull(),
    contactNumber: text('contact_number').notNull(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    /** The RJ for a let's-collab request with an RJ. */
    profileId: integer('profile_id').references(() => profiles.id),
    reason: text('reason').notNull(),
    subscriberId: integer('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    /** new | contacted | closed (staff). */
    status: text('status').notNull().default('new'),
    /** Staff's internal note; never shown to the listener. */
    note: text('note').notNull().default(''),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => subscribers.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('requests_station_status_idx').on(t.stationId, t.status, t.createdAt)],
);

/** Talent-hunt entries: a listener's audio or video (uploaded first) with a few words, for staff to review. */
export const talentHuntEntries = pgTable(
  'talent_hunt_entries',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => talentHuntCategories.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** Plain text, stored as given; shown as text, never as HTML. */
    description: text('description').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    /** new | shortlisted | rejected (staff). */
    status: text('status').notNull().default('new'),
    /** Staff's internal note; never shown to the listener. */
    note: text('note').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('talent_hunt_entries_station_created_idx').on(t.stationId, t.createdAt),
    index('talent_hunt_entries_subscriber_idx').on(t.subscriberId, t.stationId, t.categoryId),
  ],
);

// ---------------------------------------------------------------- relations (for Drizzle's relational queries)

export const stationsRelations = relations(stations, ({ one, many }) => ({
  logo: one(files, { fields: [stations.logoFileId], references: [files.id] }),
  city: one(cities, { fields: [stations.cityId], references: [cities.id] }),
  state: one(states, { fields: [stations.stateId], references: [states.id] }),
  socialLinks: many(stationSocialLinks),
}));

export const stationSocialLinksRelations = relations(stationSocialLinks, ({ one }) => ({
  station: one(stations, { fields: [stationSocialLinks.stationId], references: [stations.id] }),
  platform: one(platforms, { fields: [stationSocialLinks.platformId], references: [platforms.id] }),
}));

export const profilesRelations = relations(profiles, ({ one, many }) => ({
  station: one(stations, { fields: [profiles.stationId], references: [stations.id] }),
  image: one(files, { fields: [profiles.profileImageFileId], references: [files.id] }),
  gallery: many(profileGallery),
  videos: many(profileVideos),
  media: many(mediaProfiles),
}));

export const profileGalleryRelations = relations(profileGallery, ({ one }) => ({
  profile: one(profiles, { fields: [profileGallery.profileId], references: [profiles.id] }),
  file: one(files, { fields: [profileGallery.fileId], references: [files.id] }),
}));

export const profileVideosRelations = relations(profileVideos, ({ one }) => ({
  profile: one(profiles, { fields: [profileVideos.profileId], references: [profiles.id] }),
  video: one(files, { fields: [profileVideos.videoFileId], references: [files.id], relationName: 'video' }),
  poster: one(files, {
    fields: [profileVideos.posterFileId],
    references: [files.id],
    relationName: 'poster',
  }),
}));

export const mediaRelations = relations(media, ({ one, many }) => ({
  genre: one(genres, { fields: [media.genreId], references: [genres.id] }),
  images: many(mediaImages),
  profiles: many(mediaProfiles),
  episodes: many(episodes),
}));

export const mediaImagesRelations = relations(mediaImages, ({ one }) => ({
  media: one(media, { fields: [mediaImages.mediaId], references: [media.id] }),
  file: one(files, { fields: [mediaImages.fileId], references: [files.id] }),
}));

export const mediaProfilesRelations = relations(mediaProfiles, ({ one }) => ({
  media: one(media, { fields: [mediaProfiles.mediaId], references: [media.id] }),
  profile: one(profiles, { fields: [mediaProfiles.profileId], references: [profiles.id] }),
}));

export const episodesRelations = relations(episodes, ({ one }) => ({
  media: one(media, { fields: [episodes.mediaId], references: [media.id] }),
  file: one(files, { fields: [episodes.fileId], references: [files.id], relationName: 'episodeFile' }),
  thumbnail: one(files, {
    fields: [episodes.thumbnailFileId],
    references: [files.id],
    relationName: 'episodeThumbnail',
  }),
}));

export const eventsRelations = relations(events, ({ one }) => ({
  image: one(files, { fields: [events.imageFileId], references: [files.id] }),
}));

export const redLinesRelations = relations(redLines, ({ one }) => ({
  image: one(files, { fields: [redLines.imageFileId], references: [files.id] }),
}));

export const bannersRelations = relations(banners, ({ one }) => ({
  image: one(files, { fields: [banners.imageFileId], references: [files.id] }),
}));

export const contestsRelations = relations(contests, ({ one }) => ({
  image: one(files, { fields: [contests.imageFileId], references: [files.id] }),
}));

export const pollsRelations = relations(polls, ({ many }) => ({
  options: many(pollOptions),
}));

export const pollOptionsRelations = relations(pollOptions, ({ one }) => ({
  poll: one(polls, { fields: [pollOptions.pollId], references: [polls.id] }),
}));

/**
 * Sign-in attempt counters with exponential back-off (domains/accounts/login-throttle.ts), when there is no
 * Redis: one row per key (an account, or an account and an address).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses an account has signed in from: they keep getting in while the account is under attack. */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.address] })],
);

/** One-time password-reset links: only the sha256 of the token is kept; used_at spends it. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
    index('password_resets_subscriber_created_idx').on(t.subscriberId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- the staff console

/** The stations a station editor manages. */
export const staffStations = pgTable(
  'staff_stations',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.stationId] })],
);

/** Append-only log of every console write: who, what, when, which fields. */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    actorId: integer('actor_id').references(() => subscribers.id, { onDelete: 'set null' }),
    /** The actor's name at the time, kept when the account is gone. */
    actorName: text('actor_name').notNull(),
    /** create | update | delete */
    action: text('action').notNull(),
    /** show, episode, rj, event, redline, banner, contest, poll, page, station, category, request, entry, member… */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** What the item is called, at the time. */
    label: text('label').notNull(),
    /** The item's station; null for network-wide items (admins only). */
    stationId: integer('station_id').references(() => stations.id, { onDelete: 'set null' }),
    /** The fields a create or update set, with their new values (long text shortened). */
    changes: jsonb('changes').notNull().default({}),
    /**
     * An update's changed fields with their values before it (same keys as `changes`); null for a create, a
     * delete, and the entries written before these were kept.
     */
    before: jsonb('before'),
  },
  (t) => [
    index('activity_created_idx').on(t.createdAt),
    index('activity_station_created_idx').on(t.stationId, t.createdAt),
    index('activity_entity_idx').on(t.entity, t.entityId),
  ],
);

// ---------------------------------------------------------------- My Tarang (library service)

/**
 * Where a listener is in each episode they started: one row per listener and episode, overwritten by every
 * save (an upsert), so continue-listening and recently-played read the same rows.
 */
export const listeningPositions = pgTable(
  'listening_positions',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.episodeId] }),
    index('listening_positions_subscriber_updated_idx').on(t.subscriberId, t.updatedAt),
  ],
);

/** The shows and podcasts (media rows) a listener follows. */
export const followedShows = pgTable(
  'followed_shows',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.mediaId] })],
);

/**
 * Digests of HTML the sanitiser gives back unchanged (html.ts `cleanHtml`): what the site shows is nearly always
 * such HTML, stored sanitised by the console, and a server that knows it needs no DOM to show it. The digest
 * covers the sanitiser's rules and versions, so a change of rules makes old rows unknown.
 */
export const cleanHtmlDigests = pgTable(
  'clean_html_digests',
  {
    digest: text('digest').primaryKey(),
    learnedAt: timestamp('learned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clean_html_digests_learned_idx').on(t.learnedAt)],
);
