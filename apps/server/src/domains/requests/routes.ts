import { FORM_MESSAGES, requestBody } from '@tarang/contracts';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { LIMITS, perAddress, perPerson, phoneGiven } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { subscriberExists } from '../accounts/repository';
import { activeRjRowId, activeStationId, insertRequest } from './repository';

/** POST request answers 201 with 'Request submitted successfully' and the id of the stored request. */
const submitted = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });

/**
 * Studio-visit and let's-collab (optionally with an RJ) requests. Listeners send them (signed in or not);
 * staff work through them in the console's inbox (requests-staff.ts).
 */
export async function requestRoutes(app: App) {
  app.post(
    '/request',
    {
      // A listener needs one; a form-filling script many.
      config: perAddress(LIMITS.request.perAddress),
      preHandler: perPerson(app, 'request', LIMITS.request.perPhone, phoneGiven),
      schema: {
        tags: ['customer'],
        summary: "Send a studio-visit or let's-collab request (rjDetail: the RJ of a let's-collab request)",
        body: requestBody,
        response: { 201: submitted },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const stationId = await activeStationId(app.db, body.stationDetail.stationId);
      if (stationId === undefined) throw new HttpError(400, 'Station not found', 'stationDetail.stationId');

      // Any station's RJ: a listener may meet an RJ of another city; that RJ's station sees the request too.
      let profileRowId: number | null = null;
      if (body.rjDetail) {
        const rjRowId = await activeRjRowId(app.db, body.rjDetail.profileId);
        if (rjRowId === undefined) throw new HttpError(400, 'RJ not found', 'rjDetail.profileId');
        profileRowId = rjRowId;
      }

      // A valid token of an account that no longer exists counts as no one.
      const user = await app.optionalUser(request);
      const subscriberId = user && (await subscriberExists(app.db, user.id)) ? user.id : null;

      const created = await insertRequest(app.db, {
        requestType: body.requestType,
        name: body.name,
        contactNumber: body.contactNumber,
        stationId,
        profileId: profileRowId,
        reason: body.reason,
        subscriberId,
        status: 'new',
      });
      if (created === undefined) throw new Error('the request was not stored');
      return reply.code(201).send({ message: FORM_MESSAGES.requestSubmitted, data: { id: created } });
    },
  );
}
