import {
  contestListQuery,
  idPath,
  list,
  one,
  poll,
  pollCreateBody,
  pollUpdateBody,
  pollVoteBody,
  staffPoll,
  staffPollQuery,
} from '../index';
import { polls as at } from './endpoints';
import { route } from './route';
import { staffPolls as st } from './staff-endpoints';

export const polls = {
  list: route(at.list, { query: contestListQuery, answer: list(poll) }),
  get: route(at.get, { params: idPath, answer: one(poll) }),
  vote: route(at.vote, { params: idPath, body: pollVoteBody, answer: one(poll) }),
};

export const staffPolls = {
  list: route(st.list, { query: staffPollQuery, answer: list(staffPoll) }),
  item: route(st.item, { params: idPath, answer: one(staffPoll) }),
  create: route(st.create, { body: pollCreateBody, answer: one(staffPoll) }),
  update: route(st.update, { params: idPath, body: pollUpdateBody, answer: one(staffPoll) }),
  remove: route(st.remove, { params: idPath }),
};
