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

export const schedule = {
  day: route(at.day, { params: stationIdPath, query: scheduleQuery, answer: list(scheduleSlot) }),
  nowPlaying: route(at.nowPlaying, { params: stationIdPath, answer: one(nowPlaying) }),
  staffList: route(at.staffList, { query: staffScheduleQuery, answer: list(staffScheduleSlot) }),
  create: route(at.create, { body: scheduleSlotBody, answer: one(staffScheduleSlot) }),
  update: route(at.update, { params: idPath, body: scheduleSlotUpdateBody, answer: one(staffScheduleSlot) }),
  remove: route(at.remove, { params: idPath }),
};
