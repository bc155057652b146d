import {
  idPath,
  list,
  nearestQuery,
  nearestStation,
  one,
  staffStationDetail,
  staffStationListQuery,
  staffStationRow,
  station,
  stationCreateBody,
  stationUpdateBody,
} from '../index';
import { stations as at } from './endpoints';
import { route } from './route';

export const stations = {
  list: route(at.list, { answer: list(station) }),
  nearest: route(at.nearest, { query: nearestQuery, answer: one(nearestStation) }),
  get: route(at.get, { params: idPath, answer: one(station) }),
  staffList: route(at.staffList, { query: staffStationListQuery, answer: list(staffStationRow) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffStationDetail) }),
  create: route(at.create, { body: stationCreateBody, answer: one(staffStationDetail) }),
  update: route(at.update, { params: idPath, body: stationUpdateBody, answer: one(staffStationDetail) }),
  remove: route(at.remove, { params: idPath }),
};
