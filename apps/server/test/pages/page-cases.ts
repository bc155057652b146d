import {
  type Episode,
  type event as eventSchema,
  type MediaItem,
  type Profile,
  pageTitle,
  type redLine,
  type Station,
  stationHomeTitle,
  type stationPage,
} from '@tarang/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { App } from '../../src/types';
import type { Node } from './head-reading';

/**
 * The pages of one station the head tests visit, each with what its head must say, read from the public API
 * the way the site reads it (urlNames, titles, images), never from the code under test.
 */

type EventItem = z.infer<typeof eventSchema>;
type RedLineItem = z.infer<typeof redLine>;

async function api<T>(app: App, url: string): Promise<T> {
  const response = await app.inject(`/api${url}`);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

export type Case = {
  what: string;
  path: string;
  title: string;
  canonical: string;
  /** The og:image's path, without its version. */
  image: string;
  /** The page's own schema.org node and what it must hold. */
  node?: { type: string; check: (node: Node) => void };
  noindex?: boolean;
};

const isoDuration = /^PT(\d+H)?(\d+M)?(\d+S)?$/;

export async function casesOf(app: App, stationId: number): Promise<Case[]> {
  const PUBLIC_URL = app.config.publicUrl;
  const absolute = (path: string | null | undefined) => `${PUBLIC_URL}${path}`;
  const station = await api<Station>(app, `/station/v1/station/${stationId}`);
  const s = station.urlName;
  const at = (rest: string) => `${PUBLIC_URL}/${s}${rest}`;
  const named = (name: string) => pageTitle(name, station.name);
  const stationImage = `/og/station/${stationId}.jpg`;
  const media = (await api<MediaItem[]>(app, `/media/v1/media?stationId=${stationId}&pageSize=100`)).filter(
    (item) => item.episodeCount > 0,
  );
  const show = media.find((item) => item.mediaType === 'AudioShow' && item.stationId === stationId);
  // The station's own podcast; Delhi has none, and lists the network's (which carry the network's brand).
  const podcast =
    media.find((item) => item.mediaType === 'Podcast' && item.stationId === stationId) ??
    media.find((item) => item.mediaType === 'Podcast' && item.stationId === null);
  const [episode] = await api<Episode[]>(app, `/media/v1/media/${podcast?.id}/episodes?pageSize=1`);
  const [rj] = await api<Profile[]>(app, `/profile/v1/profile?stationId=${stationId}`);
  const events = [
    ...(await api<EventItem[]>(app, `/event/v1/event?stationId=${stationId}&when=upcoming`)),
    ...(await api<EventItem[]>(app, `/event/v1/event?stationId=${stationId}&when=past`)),
  ];
  const [event] = events;
  const articles = await api<RedLineItem[]>(app, `/content/v1/redline?stationId=${stationId}&pageSize=100`);
  const article = articles.find((item) => item.stationId === stationId);
  const page = await api<z.infer<typeof stationPage>>(
    app,
    `/station/v1/station/${stationId}/page/contact-us`,
  );
  expect({ show, podcast, episode, rj, event, article }).toMatchObject({
    show: expect.any(Object),
    podcast: expect.any(Object),
    episode: expect.any(Object),
    rj: expect.any(Object),
    event: expect.any(Object),
    article: expect.any(Object),
  });
  if (!show || !podcast || !episode || !rj || !event || !article) return [];
  const section = (what: string, path: string, title: string): Case => ({
    what,
    path: `/${s}${path}`,
    title: named(title),
    canonical: at(path),
    image: stationImage,
  });
  return [
    {
      what: 'station index',
      path: `/${s}`,
      title: stationHomeTitle(station.name, station.tagline),
      canonical: at('/home'),
      image: stationImage,
    },
    {
      what: 'home',
      path: `/${s}/home`,
      title: stationHomeTitle(station.name, station.tagline),
      canonical: at('/home'),
      image: stationImage,
    },
    section('schedule', '/schedule', 'Schedule'),
    section('audio list', '/audio', 'Audio'),
    { ...section('podcasts list', '/audio?type=podcasts', 'Podcasts') },
    section('video', '/video', 'Video'),
    section('events', '/events', 'Events'),
    section('red lines', '/redlines', 'Red Lines News'),
    section('talent hunt', '/talent-hunt', 'Talent Hunt'),
    section('station page', '/contact-us', page.title),
    { ...section('reset password', '/reset-password', 'Choose a new password'), noindex: true },
    {
      ...section('My Tarang', '/my-tarang', 'My Tarang'),
      title: pageTitle('My Tarang', 'Tarang'),
      noindex: true,
    },
    {
      what: 'audio show',
      path: `/${s}/audio/${show.urlName}`,
      title: named(show.title),
      canonical: at(`/audio/${show.urlName}`),
      image: `/og/show/${show.id}.jpg`,
      node: {
        type: 'RadioSeries',
        check: (node) =>
          expect(node).toMatchObject({
            name: show.title,
            url: at(`/audio/${show.urlName}`),
            image: absolute(show.images[0]),
            description: expect.stringMatching(/\w/),
            numberOfEpisodes: show.episodeCount,
          }),
      },
    },
    {
      what: 'podcast',
      path: `/${s}/audio/${podcast.urlName}`,
      title: named(podcast.title),
      canonical: at(`/audio/${podcast.urlName}`),
      image: `/og/show/${podcast.id}.jpg`,
      node: {
        type: 'PodcastSeries',
        check: (node) =>
          expect(node).toMatchObject({
            name: podcast.title,
            url: at(`/audio/${podcast.urlName}`),
            image: absolute(podcast.images[0]),
            webFeed: `${PUBLIC_URL}/feeds/${podcast.id}.xml`,
            publisher: {
              '@type': 'Organization',
              name: podcast.stationId === null ? 'Tarang' : station.name,
            },
          }),
      },
    },
    {
      what: 'episode share link',
      // As the player's share button builds it: the show page, the episode and the time.
      path: `/${s}/audio/${podcast.urlName}?episode=${episode.id}&t=42`,
      title: pageTitle(episode.title, podcast.title, station.name),
      canonical: at(`/audio/${podcast.urlName}?episode=${episode.id}`),
      image: `/og/episode/${episode.id}.jpg`,
      node: {
        type: 'PodcastEpisode',
        check: (node) => {
          expect(node).toMatchObject({
            name: episode.title,
            url: at(`/audio/${podcast.urlName}?episode=${episode.id}`),
            datePublished: episode.publishedAt,
            associatedMedia: {
              '@type': 'MediaObject',
              contentUrl: absolute(episode.src),
              encodingFormat: episode.mimeType,
              duration: expect.stringMatching(isoDuration),
            },
            partOfSeries: {
              '@type': 'PodcastSeries',
              name: podcast.title,
              url: at(`/audio/${podcast.urlName}`),
            },
          });
          expect(node.associatedMedia).not.toMatchObject({ duration: 'PT0S' });
        },
      },
    },
    {
      what: 'RJ',
      path: `/${s}/rjs/${rj.urlName}`,
      title: named(rj.name),
      canonical: at(`/rjs/${rj.urlName}`),
      image: `/og/rj/${rj.profileId}.jpg`,
      node: {
        type: 'Person',
        check: (node) =>
          expect(node).toMatchObject({
            name: rj.name,
            url: at(`/rjs/${rj.urlName}`),
            image: absolute(rj.image),
            jobTitle: rj.designation,
          }),
      },
    },
    {
      what: 'event',
      path: `/${s}/events/${event.urlName}`,
      title: named(event.title),
      canonical: at(`/events/${event.urlName}`),
      image: `/og/event/${event.id}.jpg`,
      node: {
        type: 'Event',
        check: (node) =>
          expect(node).toMatchObject({
            name: event.title,
            startDate: event.startsAt,
            endDate: event.endsAt,
            eventStatus: 'https://schema.org/EventScheduled',
            location: { '@type': 'Place', name: event.venue },
            image: [absolute(event.image)],
            organizer: { name: station.name },
          }),
      },
    },
    {
      what: 'red line',
      path: `/${s}/redlines/${article.urlName}`,
      title: named(article.title),
      canonical: at(`/redlines/${article.urlName}`),
      image: `/og/redline/${article.id}.jpg`,
      node: {
        type: 'NewsArticle',
        check: (node) =>
          expect(node).toMatchObject({
            headline: article.title,
            datePublished: article.publishedAt,
            dateModified: expect.any(String),
            image: [absolute(article.image)],
            publisher: { '@type': 'Organization', name: station.name },
          }),
      },
    },
  ];
}
