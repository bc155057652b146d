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

export const polls = {
  list: route(at.list, { query: contestListQuery, answer: list(poll) }),
  get: route(at.get, { params: idPath, answer: one(poll) }),
  vote: route(at.vote, { params: idPath, body: pollVoteBody, answer: one(poll) }),
  staffList: route(at.staffList, { query: staffPollQuery, answer: list(staffPoll) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffPoll) }),
  create: route(at.create, { body: pollCreateBody, answer: one(staffPoll) }),
  update: route(at.update, { params: idPath, body: pollUpdateBody, answer: one(staffPoll) }),
  remove: route(at.remove, { params: idPath }),
};
