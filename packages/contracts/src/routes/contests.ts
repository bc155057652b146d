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
import { staffContests as st } from './staff-endpoints';

export const contests = {
  list: route(at.list, { query: contestListQuery, answer: list(contest) }),
  get: route(at.get, { params: idPath, answer: one(contest) }),
};

export const staffContests = {
  list: route(st.list, { query: staffContestQuery, answer: list(staffContest) }),
  item: route(st.item, { params: idPath, answer: one(staffContest) }),
  create: route(st.create, { body: contestCreateBody, answer: one(staffContest) }),
  update: route(st.update, { params: idPath, body: contestUpdateBody, answer: one(staffContest) }),
  remove: route(st.remove, { params: idPath }),
};
