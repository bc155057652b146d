import { z } from 'zod';
import {
  episodeIdPath,
  episodeWithMedia,
  followedShow,
  followState,
  list,
  listeningList,
  listeningPosition,
  mediaIdPath,
  one,
  positionAnswer,
  positionBody,
} from '../index';
import { library as at } from './endpoints';
import { route } from './route';

export const library = {
  positions: route(at.positions, { answer: listeningList }),
  savePosition: route(at.savePosition, { body: positionBody, answer: one(listeningPosition) }),
  position: route(at.position, { params: episodeIdPath, answer: positionAnswer }),
  recent: route(at.recent, { answer: listeningList }),
  favourites: route(at.favourites, { answer: list(episodeWithMedia) }),
  follows: route(at.follows, { answer: z.object({ data: z.array(followedShow) }) }),
  followState: route(at.followState, { params: mediaIdPath, answer: followState }),
  follow: route(at.follow, { params: mediaIdPath, answer: followState }),
  unfollow: route(at.unfollow, { params: mediaIdPath, answer: followState }),
  newEpisodes: route(at.newEpisodes, { answer: list(episodeWithMedia) }),
};
