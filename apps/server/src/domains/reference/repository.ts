import { and, asc, eq, exists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, config, genres, platforms, states, stations, talentHuntCategories } from '../../db/schema';

/** Every genre, by name. */
export const listGenres = (db: Db) => db.select().from(genres).orderBy(asc(genres.name));

/** The talent hunt's categories, in the console's order. */
export const listTalentHuntCategories = (db: Db) =>
  db
    .select({
      id: talentHuntCategories.id,
      name: talentHuntCategories.name,
      description: talentHuntCategories.description,
    })
    .from(talentHuntCategories)
    .orderBy(asc(talentHuntCategories.sortOrder), asc(talentHuntCategories.id));

/** The social platforms a station can link to. */
export const listPlatforms = (db: Db) => db.select().from(platforms).orderBy(asc(platforms.id));

/** The site's settings, key by key. */
export const listSettings = (db: Db) => db.select().from(config);

/** States by name: those with an active station, or every state with `all`. */
export function listStates(db: Db, { all }: { all: boolean }) {
  const hasStation = exists(
    db
      .select({ id: stations.id })
      .from(stations)
      .where(and(eq(stations.stateId, states.id), eq(stations.isActive, true))),
  );
  return db
    .select()
    .from(states)
    .where(all ? undefined : hasStation)
    .orderBy(asc(states.name));
}

/** Cities by name, of one state when it is given. */
export const listCities = (db: Db, stateId: number | undefined) =>
  db
    .select()
    .from(cities)
    .where(stateId ? eq(cities.stateId, stateId) : undefined)
    .orderBy(asc(cities.name));
