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

export const pages = {
  get: route(at.get, { params: stationPagePath, answer: one(stationPage) }),
  staffList: route(at.staffList, { query: staffStationPageQuery, answer: list(staffStationPage) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffStationPage) }),
  save: route(at.save, {
    params: stationPageWritePath,
    body: stationPageSaveBody,
    answer: one(staffStationPage),
  }),
  remove: route(at.remove, { params: stationPageWritePath }),
};
