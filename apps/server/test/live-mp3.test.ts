import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { frameHeaderAt, indexMp3 } from '../src/domains/live/mp3';
import { timestampTag } from '../src/domains/live/segments';
import { Lru } from '../src/shared/lru';
import { readTimestampTag } from './live-helpers';

type ManifestEntry = { file: string; durationSeconds: number; bytes: number };
const manifest: ManifestEntry[] = JSON.parse(readFileSync(join(paths.seedMedia, 'manifest.json'), 'utf8'));
const demoMp3s = manifest.filter((entry) => entry.file.endsWith('.mp3'));

/** A valid frame header: MPEG-1 Layer III, 128 kbps, 44.1 kHz, joint stereo, no padding (417 bytes). */
const MPEG1_HEADER = [0xff, 0xfb, 0x90, 0x44];

function mpeg1Frames(count: number): Buffer {
  const frame = Buffer.alloc(417);
  Buffer.from(MPEG1_HEADER).copy(frame);
  return Buffer.concat(Array.from({ length: count }, () => frame));
}

describe('the MP3 frame index', () => {
  it.each(demoMp3s.map((entry) => [entry.file, entry]))('indexes %s exactly', (_, entry) => {
    const bytes = readFileSync(join(paths.seedMedia, entry.file));
    const index = indexMp3(bytes);
    expect(index).not.toBeNull();
    if (!index) return;
    expect(index).toMatchObject({ sampleRate: 22050, channels: 1, samplesPerFrame: 576, junkBytes: 0 });
    expect(index.durationSeconds).toBeCloseTo((index.frameCount * 576) / 22050, 9);
    expect(index.durationSeconds).toBeCloseTo(entry.durationSeconds, 1);
    // Every byte is accounted for: tags (ID3v2, the Info frame) and frames, each frame right after the last.
    const frameBytes = index.lengths.reduce((sum, length) => sum + length, 0);
    expect(index.tagBytes + frameBytes).toBe(entry.bytes);
    for (let frame = 1; frame < index.frameCount; frame++) {
      expect(index.offsets[frame]).toBe((index.offsets[frame - 1] ?? 0) + (index.lengths[frame - 1] ?? 0));
    }
    expect(bytes.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(frameHeaderAt(bytes, index.offsets[0] ?? 0)).not.toBeNull();
  });

  it('reads MPEG-1 frames and skips a trailing ID3v1 tag', () => {
    const tag = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)]);
    const index = indexMp3(Buffer.concat([mpeg1Frames(10), tag]));
    expect(index).toMatchObject({ frameCount: 10, sampleRate: 44100, channels: 2, samplesPerFrame: 1152 });
    expect(index?.tagBytes).toBe(128);
    expect(index?.durationSeconds).toBeCloseTo((10 * 1152) / 44100, 9);
  });

  it('does not take a sync-like pattern in junk for a frame, and counts the junk', () => {
    // 0xFFFB90 inside junk looks like a header, but no frame follows where its length says.
    const junk = Buffer.from([1, 2, 0xff, 0xfb, 0x90, 0x44, 7, 8, 9]);
    const index = indexMp3(Buffer.concat([junk, mpeg1Frames(3)]));
    expect(index?.frameCount).toBe(3);
    expect(index?.offsets[0]).toBe(junk.length);
    expect(index?.junkBytes).toBe(junk.length);
  });

  it('skips the Xing frame at the start: it is a table of contents, not audio', () => {
    const xing = mpeg1Frames(1);
    xing.write('Xing', 4 + 32, 'latin1');
    const index = indexMp3(Buffer.concat([xing, mpeg1Frames(4)]));
    expect(index?.frameCount).toBe(4);
    expect(index?.tagBytes).toBe(417);
  });

  it('finds nothing in bytes that are not MPEG Layer III', () => {
    expect(indexMp3(Buffer.from('this is not audio at all, just text'.repeat(50)))).toBeNull();
    expect(indexMp3(Buffer.alloc(0))).toBeNull();
    // Layer II (layer bits 10) is refused rather than cut at the wrong places.
    const layer2 = Buffer.alloc(417 * 3);
    for (let i = 0; i < 3; i++) Buffer.from([0xff, 0xfd, 0x90, 0x44]).copy(layer2, i * 417);
    expect(indexMp3(layer2)).toBeNull();
  });
});

describe('the ID3 timestamp tag', () => {
  it('holds the 33-bit 90 kHz time of a segment’s first frame under the Apple PRIV owner', () => {
    const startMs = 1_767_225_600_123.456;
    const tag = timestampTag(startMs);
    const { timestamp, audioStart } = readTimestampTag(tag);
    expect(audioStart).toBe(tag.length);
    expect(timestamp).toBe(BigInt(Math.round(startMs * 90)) % 2n ** 33n);
    expect(timestamp).toBeLessThan(2n ** 33n);
  });
});

describe('the bounded map', () => {
  it('forgets the least recently used entries past its weight', () => {
    const lru = new Lru<string, number>(10, (frames) => frames);
    lru.set('a', 4);
    lru.set('b', 4);
    expect(lru.get('a')).toBe(4);
    lru.set('c', 4);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(4);
    expect(lru.weight).toBe(8);
    lru.set('huge', 50);
    expect(lru.size).toBe(1);
    expect(lru.get('huge')).toBe(50);
  });
});
