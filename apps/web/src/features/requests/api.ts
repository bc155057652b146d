import type { RequestBody } from '@tarang/contracts';
import { requests } from '@tarang/contracts/endpoints';
import { call } from '../../shared/api/call';

/** POST request (customer service) with the request payload. */
export const submitRequest = (body: RequestBody) => call(requests.send, { body });
