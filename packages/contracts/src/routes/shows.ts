import {
  episode,
  episodeCreateBody,
  episodeListQuery,
  episodePath,
  episodeUpdateBody,
  episodeWithMedia,
  idPath,
  latestEpisodesQuery,
  list,
  mediaCreateBody,
  mediaItem,
  mediaListQuery,
  mediaUpdateBody,
  one,
  staffEpisode,
  staffEpisodeQuery,
  staffMedia,
  staffMediaQuery,
} from '../index';
import { shows as at } from './endpoints';
import { route } from './route';

export const shows = {
  list: route(at.list, { query: mediaListQuery, answer: list(mediaItem) }),
  latestEpisodes: route(at.latestEpisodes, { query: latestEpisodesQuery, answer: list(episodeWithMedia) }),
  get: route(at.get, { params: idPath, answer: one(mediaItem) }),
  episodes: route(at.episodes, { params: idPath, query: episodeListQuery, answer: list(episode) }),
  episode: route(at.episode, { params: episodePath, answer: one(episode) }),
  staffList: route(at.staffList, { query: staffMediaQuery, answer: list(staffMedia) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffMedia) }),
  create: route(at.create, { body: mediaCreateBody, answer: one(staffMedia) }),
  update: route(at.update, { params: idPath, body: mediaUpdateBody, answer: one(staffMedia) }),
  remove: route(at.remove, { params: idPath }),
  staffEpisodes: route(at.staffEpisodes, {
    params: idPath,
    query: staffEpisodeQuery,
    answer: list(staffEpisode),
  }),
  staffEpisode: route(at.staffEpisode, { params: episodePath, answer: one(staffEpisode) }),
  createEpisode: route(at.createEpisode, {
    params: idPath,
    body: episodeCreateBody,
    answer: one(staffEpisode),
  }),
  updateEpisode: route(at.updateEpisode, {
    params: episodePath,
    body: episodeUpdateBody,
    answer: one(staffEpisode),
  }),
  removeEpisode: route(at.removeEpisode, { params: episodePath }),
};
