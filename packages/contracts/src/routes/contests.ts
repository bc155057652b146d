import {
  contest,
  contestCreateBody,
  contestListQuery,
  contestUpdateBody,
  idPath,
  list,
  one,
  staffContest,
  staffContestQuery,
} from '../index';
import { contests as at } from './endpoints';
import { route } from './route';

export const contests = {
  list: route(at.list, { query: contestListQuery, answer: list(contest) }),
  get: route(at.get, { params: idPath, answer: one(contest) }),
  staffList: route(at.staffList, { query: staffContestQuery, answer: list(staffContest) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffContest) }),
  create: route(at.create, { body: contestCreateBody, answer: one(staffContest) }),
  update: route(at.update, { params: idPath, body: contestUpdateBody, answer: one(staffContest) }),
  remove: route(at.remove, { params: idPath }),
};
