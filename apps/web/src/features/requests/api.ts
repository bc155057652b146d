import type { RequestBody } from '@tarang/contracts';
import { requests } from '@tarang/contracts/endpoints';
import { call } from '../../shared/api/call';

/** What POST customer/v1/request answers: the SPEC's success message and the id of the stored request. */
type RequestSubmitted = { message: string; data: { id: number } };

/** SPEC section 7: POST request (customer service) with the request payload. */
export const submitRequest = (body: RequestBody) => call(requests.send, { body });
