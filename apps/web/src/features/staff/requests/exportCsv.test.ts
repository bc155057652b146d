import { describe, expect, it } from 'vitest';
import { fileNameOf } from './exportCsv';

describe('fileNameOf', () => {
  it('reads the quoted file name of an attachment', () => {
    expect(fileNameOf('attachment; filename="requests-2026-02-14.csv"', 'x.csv')).toBe(
      'requests-2026-02-14.csv',
    );
  });
  it('reads an unquoted name and an RFC 5987 one', () => {
    expect(fileNameOf('attachment; filename=requests.csv', 'x.csv')).toBe('requests.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''requests%20today.csv", 'x.csv')).toBe(
      'requests today.csv',
    );
  });
  it('falls back when there is no name, or the name is a path', () => {
    expect(fileNameOf(null, 'requests.csv')).toBe('requests.csv');
    expect(fileNameOf('attachment', 'requests.csv')).toBe('requests.csv');
    expect(fileNameOf('attachment; filename="../evil.csv"', 'requests.csv')).toBe('requests.csv');
  });
});
