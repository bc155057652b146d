import {
  idPath,
  list,
  one,
  redLine,
  redLineCreateBody,
  redLineUpdateBody,
  staffRedLine,
  staffRedLineQuery,
  stationScopedListQuery,
} from '../index';
import { redlines as at } from './endpoints';
import { route } from './route';

export const redlines = {
  list: route(at.list, { query: stationScopedListQuery, answer: list(redLine) }),
  get: route(at.get, { params: idPath, answer: one(redLine) }),
  staffList: route(at.staffList, { query: staffRedLineQuery, answer: list(staffRedLine) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffRedLine) }),
  create: route(at.create, { body: redLineCreateBody, answer: one(staffRedLine) }),
  update: route(at.update, { params: idPath, body: redLineUpdateBody, answer: one(staffRedLine) }),
  remove: route(at.remove, { params: idPath }),
};
