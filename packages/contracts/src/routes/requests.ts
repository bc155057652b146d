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
import { staffRequests as st } from './staff-endpoints';

export const requests = {
  send: route(at.send, {
    body: requestBody,
    answer: z.object({ message: z.string(), data: z.object({ id: z.number().int() }) }),
  }),
};

export const staffRequests = {
  list: route(st.list, { query: staffRequestQuery, answer: list(staffRequest) }),
  // A CSV file, not JSON: the console downloads it as it comes.
  csv: route(st.csv, { query: staffRequestExportQuery }),
  item: route(st.item, { params: idPath, answer: one(staffRequest) }),
  update: route(st.update, { params: idPath, body: requestUpdateBody, answer: one(staffRequest) }),
};
