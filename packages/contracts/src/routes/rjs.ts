import {
  idPath,
  list,
  one,
  profile,
  profileCreateBody,
  profileDetail,
  profileIdsQuery,
  profileListQuery,
  profilePath,
  profileUpdateBody,
  staffProfile,
  staffProfileQuery,
  staffProfileSummary,
} from '../index';
import { rjs as at } from './endpoints';
import { route } from './route';
import { staffRjs as st } from './staff-endpoints';

export const rjs = {
  list: route(at.list, { query: profileListQuery, answer: list(profile) }),
  byIds: route(at.byIds, { query: profileIdsQuery, answer: list(profile) }),
  get: route(at.get, { params: profilePath, answer: one(profileDetail) }),
};

export const staffRjs = {
  list: route(st.list, { query: staffProfileQuery, answer: list(staffProfileSummary) }),
  item: route(st.item, { params: idPath, answer: one(staffProfile) }),
  create: route(st.create, { body: profileCreateBody, answer: one(staffProfile) }),
  update: route(st.update, { params: idPath, body: profileUpdateBody, answer: one(staffProfile) }),
  remove: route(st.remove, { params: idPath }),
};
