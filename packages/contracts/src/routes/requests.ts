import { z } from 'zod';
import {
  idPath,
  list,
  one,
  requestBody,
  requestUpdateBody,
  staffRequest,
  staffRequestExportQuery,
  staffRequestQuery,
} from '../index';
import { requests as at } from './endpoints';
import { route } from './route';

export const requests = {
  send: route(at.send, {
    body: requestBody,
    answer: z.object({ message: z.string(), data: z.object({ id: z.number().int() }) }),
  }),
  staffList: route(at.staffList, { query: staffRequestQuery, answer: list(staffRequest) }),
  // A CSV file, not JSON: the console downloads it as it comes.
  staffCsv: route(at.staffCsv, { query: staffRequestExportQuery }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffRequest) }),
  update: route(at.update, { params: idPath, body: requestUpdateBody, answer: one(staffRequest) }),
};
