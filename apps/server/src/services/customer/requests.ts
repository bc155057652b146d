import {
  enumParam,
  FORM_MESSAGES,
  idPath,
  list,
  one,
  pagingQuery,
  REQUEST_TYPES,
  requestBody,
  stationIdQuery,
} from '@tarang/contracts';
import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { profiles, requests, stations, subscribers } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { App } from '../../types';
import { countWhere, iso, pageOf } from '../shared';
import { tooMany } from './guards';

/** Requests one address may send in the window below; a listener needs one, a form-filling script many. */
export const REQUESTS_PER_WINDOW = 5;
export const REQUEST_WINDOW = '10 minutes';

export const REQUEST_STATUSES = ['open', 'handled'] as const;

/** POST request answers 201 with the SPEC's message and the id of the stored request. */
const submitted = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });

const staffRequestQuery = pagingQuery.extend({
  stationId: stationIdQuery.optional(),
  status: enumParam('status', REQUEST_STATUSES).optional(),
  requestType: enumParam('requestType', REQUEST_TYPES).optional(),
});

/** A request as staff see it in their inbox. */
const staffRequest = z.object({
  id: z.number().int(),
  requestType: z.enum(REQUEST_TYPES),
  name: z.string(),
  contactNumber: z.string(),
  stationDetail: z.object({ stationId: z.number().int(), stationName: z.string() }),
  /** The RJ of a let's-collab request with an RJ, with the RJ's own station. */
  rjDetail: z
    .object({ profileId: z.string(), profileName: z.string(), stationId: z.number().int() })
    .nullable(),
  reason: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** The signed-in listener who sent it, if any. */
  subscriberId: z.number().int().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.number().int().nullable(),
});

const requestStatusBody = z.object({
  status: z.enum(REQUEST_STATUSES, { error: 'status must be open or handled' }),
});

/** Rows stored before this service (the column's default 'new') count as open. */
const statusOf = (stored: string): (typeof REQUEST_STATUSES)[number] =>
  stored === 'handled' ? 'handled' : 'open';

/**
 * SPEC sections 3, 7 and 8: studio-visit and let's-collab requests. Listeners send them (signed in or not);
 * staff read a station's requests and mark them handled.
 */
export async function requestRoutes(app: App) {
  app.post(
    '/request',
    {
      config: tooMany(REQUESTS_PER_WINDOW, REQUEST_WINDOW),
      schema: {
        tags: ['customer'],
        summary: "Send a studio-visit or let's-collab request (rjDetail: the RJ of a let's-collab request)",
        body: requestBody,
        response: { 201: submitted },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const [station] = await app.db
        .select({ id: stations.id })
        .from(stations)
        .where(and(eq(stations.id, body.stationDetail.stationId), eq(stations.isActive, true)));
      if (!station) throw new HttpError(400, 'Station not found', 'stationDetail.stationId');

      // Any station's RJ: a listener may meet an RJ of another city; that RJ's station sees the request too.
      let profileRowId: number | null = null;
      if (body.rjDetail) {
        const [rj] = await app.db
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.profileId, body.rjDetail.profileId), eq(profiles.isActive, true)));
        if (!rj) throw new HttpError(400, 'RJ not found', 'rjDetail.profileId');
        profileRowId = rj.id;
      }

      // A valid token of an account that no longer exists counts as no one.
      const user = await app.optionalUser(request);
      const [subscriber] = user
        ? await app.db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.id, user.id))
        : [];

      const [created] = await app.db
        .insert(requests)
        .values({
          requestType: body.requestType,
          name: body.name,
          contactNumber: body.contactNumber,
          stationId: station.id,
          profileId: profileRowId,
          reason: body.reason,
          subscriberId: subscriber?.id ?? null,
          status: 'open',
        })
        .returning({ id: requests.id });
      if (!created) throw new Error('the request was not stored');
      return reply.code(201).send({ message: FORM_MESSAGES.requestSubmitted, data: { id: created.id } });
    },
  );

  async function findRequests(where: SQL | undefined, paging?: { limit: number; offset: number }) {
    const query = app.db
      .select({
        request: requests,
        stationName: stations.name,
        rj: { profileId: profiles.profileId, name: profiles.name, stationId: profiles.stationId },
      })
      .from(requests)
      .innerJoin(stations, eq(stations.id, requests.stationId))
      .leftJoin(profiles, eq(profiles.id, requests.profileId))
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id));
    const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
    return rows.map(({ request: r, stationName, rj }) => ({
      id: r.id,
      requestType: r.requestType === 'lets_collab' ? ('lets_collab' as const) : ('studio_visit' as const),
      name: r.name,
      contactNumber: r.contactNumber,
      stationDetail: { stationId: r.stationId, stationName },
      rjDetail: rj ? { profileId: rj.profileId, profileName: rj.name, stationId: rj.stationId } : null,
      reason: r.reason,
      status: statusOf(r.status),
      subscriberId: r.subscriberId,
      createdAt: iso(r.createdAt),
      handledAt: r.handledAt ? iso(r.handledAt) : null,
      handledBy: r.handledBy,
    }));
  }

  app.get(
    '/staff/requests',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        summary:
          "Requests, newest first (staff only). stationId: the requests for that station and the let's-collab " +
          'requests naming one of its RJs',
        querystring: staffRequestQuery,
        response: { 200: list(staffRequest) },
      },
    },
    async (request) => {
      const { stationId, status, requestType, ...paging } = request.query;
      const where = and(
        stationId === undefined
          ? undefined
          : or(
              eq(requests.stationId, stationId),
              inArray(
                requests.profileId,
                app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.stationId, stationId)),
              ),
            ),
        status === undefined
          ? undefined
          : status === 'handled'
            ? eq(requests.status, 'handled')
            : ne(requests.status, 'handled'),
        requestType === undefined ? undefined : eq(requests.requestType, requestType),
      );
      return {
        data: await findRequests(where, pageOf(paging)),
        total: await countWhere(app.db, requests, where),
      };
    },
  );

  app.patch(
    '/staff/requests/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        summary: 'Mark a request handled (recording who and when) or open again (staff only)',
        params: idPath,
        body: requestStatusBody,
        response: { 200: one(staffRequest) },
      },
    },
    async (request) => {
      const staffId = (request.user as NonNullable<typeof request.user>).id;
      const handled = request.body.status === 'handled';
      const [updated] = await app.db
        .update(requests)
        .set(
          handled
            ? { status: 'handled', handledAt: new Date(), handledBy: staffId }
            : { status: 'open', handledAt: null, handledBy: null },
        )
        .where(eq(requests.id, request.params.id))
        .returning({ id: requests.id });
      if (!updated) throw notFound('Request not found');
      const [row] = await findRequests(eq(requests.id, updated.id));
      return { data: row as NonNullable<typeof row> };
    },
  );
}
