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
import { staffEpisodes as ep, staffShows as st } from './staff-endpoints';

export const shows = {
  list: route(at.list, { query: mediaListQuery, answer: list(mediaItem) }),
  latestEpisodes: route(at.latestEpisodes, { query: latestEpisodesQuery, answer: list(episodeWithMedia) }),
  get: route(at.get, { params: idPath, answer: one(mediaItem) }),
  episodes: route(at.episodes, { params: idPath, query: episodeListQuery, answer: list(episode) }),
  episode: route(at.episode, { params: episodePath, answer: one(episode) }),
};

export const staffShows = {
  list: route(st.list, { query: staffMediaQuery, answer: list(staffMedia) }),
  item: route(st.item, { params: idPath, answer: one(staffMedia) }),
  create: route(st.create, { body: mediaCreateBody, answer: one(staffMedia) }),
  update: route(st.update, { params: idPath, body: mediaUpdateBody, answer: one(staffMedia) }),
  remove: route(st.remove, { params: idPath }),
};

export const staffEpisodes = {
  list: route(ep.list, {
    params: idPath,
    query: staffEpisodeQuery,
    answer: list(staffEpisode),
  }),
  item: route(ep.item, { params: episodePath, answer: one(staffEpisode) }),
  create: route(ep.create, {
    params: idPath,
    body: episodeCreateBody,
    answer: one(staffEpisode),
  }),
  update: route(ep.update, {
    params: episodePath,
    body: episodeUpdateBody,
    answer: one(staffEpisode),
  }),
  remove: route(ep.remove, { params: episodePath }),
};
