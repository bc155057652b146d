import type { RequestBody } from '@tarang/contracts';
import { apiSend } from '../../shared/api/client';

/** What POST customer/v1/request answers: the success message and the id of the stored request. */
type RequestSubmitted = { message: string; data: { id: number } };

/** POST request (customer service) with the request payload. */
export const submitRequest = (body: RequestBody) =>
  apiSend<RequestSubmitted>('POST', 'customer/v1/request', body);
