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

export const events = {
  list: route(at.list, { query: eventListQuery, answer: list(event) }),
  get: route(at.get, { params: idPath, answer: one(event) }),
  staffList: route(at.staffList, { query: staffEventQuery, answer: list(staffEvent) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffEvent) }),
  create: route(at.create, { body: eventCreateBody, answer: one(staffEvent) }),
  update: route(at.update, { params: idPath, body: eventUpdateBody, answer: one(staffEvent) }),
  remove: route(at.remove, { params: idPath }),
};
