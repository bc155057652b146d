import { city, cityQuery, genre, list, one, platform, siteConfig, state, stateQuery } from '../index';
import { reference as at } from './endpoints';
import { route } from './route';

export const reference = {
  genres: route(at.genres, { answer: list(genre) }),
  platforms: route(at.platforms, { answer: list(platform) }),
  config: route(at.config, { answer: one(siteConfig) }),
  states: route(at.states, { query: stateQuery, answer: list(state) }),
  cities: route(at.cities, { query: cityQuery, answer: list(city) }),
};
