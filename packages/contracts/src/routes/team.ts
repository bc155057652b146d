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
import { route } from './route';
import { staffTeam as st } from './staff-endpoints';

export const staffTeam = {
  me: route(st.me, { answer: one(staffMe) }),
  list: route(st.list, { query: teamQuery, answer: list(teamMember) }),
  item: route(st.item, { params: idPath, answer: one(teamMember) }),
  update: route(st.update, { params: idPath, body: teamUpdateBody, answer: one(teamMember) }),
  activity: route(st.activity, { query: activityQuery, answer: list(activityEntry) }),
};
