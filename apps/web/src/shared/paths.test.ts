import { describe, expect, it } from 'vitest';
import { href, sameSectionElsewhere } from './paths';

describe('changing station (keeps the section, except rjs becomes home)', () => {
  it.each([
    ['home', '/tarang-mumbai-2/home'],
    ['audio', '/tarang-mumbai-2/audio'],
    ['audio/dilli-subah-express-1', '/tarang-mumbai-2/audio'],
    ['events/holi-3', '/tarang-mumbai-2/events'],
    ['careers', '/tarang-mumbai-2/careers'],
    ['rjs/simran-kaur-rj1001', '/tarang-mumbai-2/home'],
    ['', '/tarang-mumbai-2/home'],
  ])('%s → %s', (rest, target) => {
    expect(sameSectionElsewhere(rest, 'tarang-mumbai-2')).toBe(target);
  });

  it.each([
    ['audio', '?type=podcasts&page=3', '/tarang-mumbai-2/audio?type=podcasts'],
    ['audio', '?type=podcasts&genre=4&q=chai', '/tarang-mumbai-2/audio?type=podcasts&genre=4&q=chai'],
    ['audio', '?page=2', '/tarang-mumbai-2/audio'],
    ['audio/startup-gully-19', '?type=podcasts', '/tarang-mumbai-2/audio'],
    ['video', '?page=2', '/tarang-mumbai-2/video'],
  ])('%s%s keeps the audio list’s tab and filters: %s', (rest, search, target) => {
    expect(sameSectionElsewhere(rest, 'tarang-mumbai-2', search)).toBe(target);
  });

  it('re-exports the contracts’ URL builder, which the sitemaps use too', () => {
    expect(href.rj('tarang-delhi-1', 'simran-kaur-rj1001')).toBe('/tarang-delhi-1/rjs/simran-kaur-rj1001');
  });
});
