import { afterEach, describe, expect, it } from 'vitest';
import { forgetStoredStation, readStoredStation, storeStation } from './storage';

afterEach(() => localStorage.clear());

describe('stored station', () => {
  it('round-trips the chosen station', () => {
    storeStation({ id: 2, urlName: 'tarang-mumbai-2', name: 'Tarang Mumbai' });
    expect(readStoredStation()).toEqual({ id: 2, urlName: 'tarang-mumbai-2', name: 'Tarang Mumbai' });
    forgetStoredStation();
    expect(readStoredStation()).toBeNull();
  });

  it.each([
    ['{"id":5}', { id: 5, urlName: '5', name: '' }],
    ['{"id":5,"urlName":"../../evil-5"}', { id: 5, urlName: '5', name: '' }],
    ['{"id":5,"urlName":"tarang-delhi-1"}', { id: 5, urlName: '5', name: '' }],
    ['{"id":0}', null],
    ['{"id":"5"}', null],
    ['not json', null],
  ])('reads %s safely', (raw, expected) => {
    localStorage.setItem('tarang.station', raw);
    expect(readStoredStation()).toEqual(expected);
  });
});
