import { describe, expect, it } from 'vitest';
import { recordingSummary } from './recording';

describe('recordingSummary', () => {
  it('names the kind, the length and the size', () => {
    expect(recordingSummary({ mimeType: 'audio/mpeg', size: 1_234_567, durationSeconds: 151.4 })).toBe(
      'Audio · 3 min · 1.2 MB',
    );
    expect(recordingSummary({ mimeType: 'video/mp4', size: 80_400, durationSeconds: null })).toBe(
      'Video · 80 kB',
    );
  });
});
