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
import { staffRedLines as st } from './staff-endpoints';

export const redlines = {
  list: route(at.list, { query: stationScopedListQuery, answer: list(redLine) }),
  get: route(at.get, { params: idPath, answer: one(redLine) }),
};

export const staffRedLines = {
  list: route(st.list, { query: staffRedLineQuery, answer: list(staffRedLine) }),
  item: route(st.item, { params: idPath, answer: one(staffRedLine) }),
  create: route(st.create, { body: redLineCreateBody, answer: one(staffRedLine) }),
  update: route(st.update, { params: idPath, body: redLineUpdateBody, answer: one(staffRedLine) }),
  remove: route(st.remove, { params: idPath }),
};
