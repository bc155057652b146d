import {
  event,
  eventCreateBody,
  eventListQuery,
  eventUpdateBody,
  idPath,
  list,
  one,
  staffEvent,
  staffEventQuery,
} from '../index';
import { events as at } from './endpoints';
import { route } from './route';
import { staffEvents as st } from './staff-endpoints';

export const events = {
  list: route(at.list, { query: eventListQuery, answer: list(event) }),
  get: route(at.get, { params: idPath, answer: one(event) }),
};

export const staffEvents = {
  list: route(st.list, { query: staffEventQuery, answer: list(staffEvent) }),
  item: route(st.item, { params: idPath, answer: one(staffEvent) }),
  create: route(st.create, { body: eventCreateBody, answer: one(staffEvent) }),
  update: route(st.update, { params: idPath, body: eventUpdateBody, answer: one(staffEvent) }),
  remove: route(st.remove, { params: idPath }),
};
