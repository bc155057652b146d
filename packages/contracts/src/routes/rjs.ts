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

export const rjs = {
  list: route(at.list, { query: profileListQuery, answer: list(profile) }),
  byIds: route(at.byIds, { query: profileIdsQuery, answer: list(profile) }),
  get: route(at.get, { params: profilePath, answer: one(profileDetail) }),
  staffList: route(at.staffList, { query: staffProfileQuery, answer: list(staffProfileSummary) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffProfile) }),
  create: route(at.create, { body: profileCreateBody, answer: one(staffProfile) }),
  update: route(at.update, { params: idPath, body: profileUpdateBody, answer: one(staffProfile) }),
  remove: route(at.remove, { params: idPath }),
};
