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
import { staffStations as st } from './staff-endpoints';

export const stations = {
  list: route(at.list, { answer: list(station) }),
  nearest: route(at.nearest, { query: nearestQuery, answer: one(nearestStation) }),
  get: route(at.get, { params: idPath, answer: one(station) }),
};

export const staffStations = {
  list: route(st.list, { query: staffStationListQuery, answer: list(staffStationRow) }),
  item: route(st.item, { params: idPath, answer: one(staffStationDetail) }),
  create: route(st.create, { body: stationCreateBody, answer: one(staffStationDetail) }),
  update: route(st.update, { params: idPath, body: stationUpdateBody, answer: one(staffStationDetail) }),
  remove: route(st.remove, { params: idPath }),
};
