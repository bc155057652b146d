import { describe, expect, it } from 'vitest';
import { checkLinkAddress } from './linkAddress';

describe('a link address typed in the rich-text editor', () => {
  it.each([
    ['https://tarang.in/events', { href: 'https://tarang.in/events' }],
    ['  http://tarang.in  ', { href: 'http://tarang.in/' }],
    ['mailto:studio@tarang.in', { href: 'mailto:studio@tarang.in' }],
    ['mailto:studio@tarang.in?subject=Visit', { href: 'mailto:studio@tarang.in?subject=Visit' }],
  ])('takes %j', (typed, expected) => {
    expect(checkLinkAddress(typed)).toEqual(expected);
  });

  it.each([
    ['', { problem: 'empty' }],
    ['tarang.in/events', { problem: 'noScheme' }],
    ['javascript:alert(1)', { problem: 'scheme', scheme: 'javascript:' }],
    ['data:text/html,hi', { problem: 'scheme', scheme: 'data:' }],
    ['tel:+911234567890', { problem: 'scheme', scheme: 'tel:' }],
    ['https://', { problem: 'incomplete' }],
    ['https://tarang .in', { problem: 'spaces' }],
    ['mailto:studio', { problem: 'email' }],
  ])('refuses %j, naming the problem', (typed, expected) => {
    expect(checkLinkAddress(typed)).toEqual(expected);
  });
});
