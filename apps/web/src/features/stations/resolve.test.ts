import { describe, expect, it } from 'vitest';
import { parseStationParam } from './resolve';

describe('station id of the URL (the text after the last hyphen)', () => {
  it.each([
    ['0', { kind: 'nearest' }],
    ['anything-0', { kind: 'nearest' }],
    ['tarang-delhi-1', { kind: 'id', id: 1 }],
    ['2', { kind: 'id', id: 2 }],
    ['top-10-fm-42', { kind: 'id', id: 42 }],
    ['tarang-delhi-x', { kind: 'invalid' }],
    ['tarang-delhi-01', { kind: 'invalid' }],
    ['tarang--1', { kind: 'id', id: 1 }],
    ['tarang-delhi-', { kind: 'invalid' }],
    ['tarang-99999999999', { kind: 'invalid' }],
    [undefined, { kind: 'invalid' }],
  ])('%s → %o', (param, expected) => {
    expect(parseStationParam(param)).toEqual(expected);
  });
});
