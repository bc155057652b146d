import {
  idPath,
  list,
  nowPlaying,
  one,
  scheduleQuery,
  scheduleSlot,
  scheduleSlotBody,
  scheduleSlotUpdateBody,
  staffScheduleQuery,
  staffScheduleSlot,
  stationIdPath,
} from '../index';
import { schedule as at } from './endpoints';
import { route } from './route';
import { staffSchedule as st } from './staff-endpoints';

export const schedule = {
  day: route(at.day, { params: stationIdPath, query: scheduleQuery, answer: list(scheduleSlot) }),
  nowPlaying: route(at.nowPlaying, { params: stationIdPath, answer: one(nowPlaying) }),
};

export const staffSchedule = {
  list: route(st.list, { query: staffScheduleQuery, answer: list(staffScheduleSlot) }),
  create: route(st.create, { body: scheduleSlotBody, answer: one(staffScheduleSlot) }),
  update: route(st.update, { params: idPath, body: scheduleSlotUpdateBody, answer: one(staffScheduleSlot) }),
  remove: route(st.remove, { params: idPath }),
};
