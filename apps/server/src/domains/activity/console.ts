import {
  ACTIVITY_REFERENCES,
  type ActivityReferenceKind,
  activityEntry,
  activityNameKey,
  activityQuery,
  list,
} from '@tarang/contracts';
import { staffUser } from '../../shared/console';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import { activityPage, activityWhere, namesOfIds } from './repository';

const tags = ['staff'];
const security = [{ bearerAuth: [] }];

type Values = Record<string, unknown>;

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** Every id the changed fields refer to (an RJ, a show, a station, a file…), as [kind, id]. */
function* referencesOf(values: Values | null): Generator<[ActivityReferenceKind, number]> {
  for (const [field, value] of Object.entries(values ?? {})) {
    const kind = ACTIVITY_REFERENCES[field as keyof typeof ACTIVITY_REFERENCES];
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (kind && isId(item)) yield [kind, item];
      // A station's social links: [{ platformId, url }].
      else if (item && typeof item === 'object') yield* referencesOf(item as Values);
    }
  }
}

/**
 * Activity (GET customer/v1/staff/activity): every console write, newest first; network admins see all,
 * editors their stations'. Each entry names the ids its changes hold, with today's names (so an RJ renamed
 * since reads as now, and one deleted since is left for the console to say so).
 */
export async function activityConsole(app: App) {
  app.get(
    '/staff/activity',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: "Every console write, newest first: network admins see all, editors their stations'",
        security,
        querystring: activityQuery,
        response: { 200: list(activityEntry) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { stationId, entity, action, actorId, ...paging } = request.query;
      const where = activityWhere(user, { stationId, entity, action, actorId });
      const { rows, total } = await activityPage(app.db, where, paging);
      const wanted = new Map<ActivityReferenceKind, Set<number>>();
      for (const row of rows) {
        for (const values of [row.changes as Values, row.before as Values | null]) {
          for (const [kind, id] of referencesOf(values)) {
            wanted.set(kind, (wanted.get(kind) ?? new Set()).add(id));
          }
        }
      }
      const names = new Map(
        (await namesOfIds(app.db, wanted)).map(([kind, id, name]) => [activityNameKey(kind, id), name]),
      );
      return {
        data: rows.map((row) => {
          const changes = row.changes as Values;
          const before = row.before as Values | null;
          const keys = new Set(
            [...referencesOf(changes), ...referencesOf(before)].map(([kind, id]) =>
              activityNameKey(kind, id),
            ),
          );
          return {
            id: row.id,
            createdAt: iso(row.createdAt),
            actor: { id: row.actorId, name: row.actorName },
            action: row.action as 'create' | 'update' | 'delete',
            entity: row.entity,
            entityId: row.entityId,
            label: row.label,
            stationId: row.stationId,
            changes,
            before,
            names: Object.fromEntries(
              [...keys].flatMap((key) => {
                const name = names.get(key);
                return name === undefined ? [] : [[key, name]];
              }),
            ),
          };
        }),
        total,
      };
    },
  );
}
