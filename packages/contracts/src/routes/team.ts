import {
  activityEntry,
  activityQuery,
  idPath,
  list,
  one,
  staffMe,
  teamMember,
  teamQuery,
  teamUpdateBody,
} from '../index';
import { team as at } from './endpoints';
import { route } from './route';

export const team = {
  me: route(at.me, { answer: one(staffMe) }),
  list: route(at.list, { query: teamQuery, answer: list(teamMember) }),
  get: route(at.get, { params: idPath, answer: one(teamMember) }),
  update: route(at.update, { params: idPath, body: teamUpdateBody, answer: one(teamMember) }),
  activity: route(at.activity, { query: activityQuery, answer: list(activityEntry) }),
};
