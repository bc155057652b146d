import {
  idPath,
  list,
  one,
  staffStationPage,
  staffStationPageQuery,
  stationPage,
  stationPagePath,
  stationPageSaveBody,
  stationPageWritePath,
} from '../index';
import { pages as at } from './endpoints';
import { route } from './route';
import { staffPages as st } from './staff-endpoints';

export const pages = {
  get: route(at.get, { params: stationPagePath, answer: one(stationPage) }),
};

export const staffPages = {
  list: route(st.list, { query: staffStationPageQuery, answer: list(staffStationPage) }),
  item: route(st.item, { params: idPath, answer: one(staffStationPage) }),
  save: route(st.save, {
    params: stationPageWritePath,
    body: stationPageSaveBody,
    answer: one(staffStationPage),
  }),
  remove: route(st.remove, { params: stationPageWritePath }),
};
