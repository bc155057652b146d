import { open } from 'node:fs/promises';

/**
 * An MPEG audio Layer III frame index: where each frame of an MP3 file is, so the playout can cut the file at
 * frame boundaries (every frame decodes on its own terms; cutting anywhere else is noise) without decoding or
 * re-encoding anything. Handles MPEG-1, MPEG-2 and MPEG-2.5, skips ID3v2 tags in front, an ID3v1 tag behind,
 * and the Xing/Info/VBRI frame encoders put first (it carries no audio, and a player would count it as a
 * frame of silence at every cut).
 */
export type Mp3Index = {
  /** Byte offset and length of each audio frame, in file order. */
  offsets: Uint32Array;
  lengths: Uint16Array;
  frameCount: number;
  sampleRate: number;
  channels: 1 | 2;
  /** 1152 (MPEG-1) or 576 (MPEG-2 and 2.5). */
  samplesPerFrame: number;
  /** frameCount × samplesPerFrame / sampleRate, exactly. */
  durationSeconds: number;
  /** Bytes that are not audio frames: ID3v2 tags in front, the Xing/Info/VBRI frame, trailing ID3v1 tag. */
  tagBytes: number;
  /** Bytes skipped while looking for frame sync (damage, or unknown tags between frames). */
  junkBytes: number;
};

type FrameHeader = {
  /** 1: MPEG-1, 2: MPEG-2, 25: MPEG-2.5. */
  version: 1 | 2 | 25;
  sampleRate: number;
  channels: 1 | 2;
  samplesPerFrame: number;
  length: number;
  hasCrc: boolean;
};

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 25: [11025, 12000, 8000] };

/** The Layer III frame header at `at`, or null when the four bytes there are not one. */
export function frameHeaderAt(bytes: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > bytes.length) return null;
  const b1 = bytes[at + 1] as number;
  const b2 = bytes[at + 2] as number;
  const b3 = bytes[at + 3] as number;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  // 01 is a reserved version; only Layer III (01 in the layer bits) is played.
  if (versionBits === 1 || layerBits !== 1) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 25;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  // Index 0 is "free format" (length not in the header) and 15 is invalid: neither can be cut safely.
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrate = (version === 1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] as number;
  const sampleRate = SAMPLE_RATES[version][rateIndex] as number;
  const padding = (b2 >> 1) & 1;
  const samplesPerFrame = version === 1 ? 1152 : 576;
  const length = Math.floor(((samplesPerFrame / 8) * bitrate * 1000) / sampleRate) + padding;
  return {
    version,
    sampleRate,
    channels: b3 >> 6 === 3 ? 1 : 2,
    samplesPerFrame,
    length,
    hasCrc: (b1 & 1) === 0,
  };
}

const sameStream = (a: FrameHeader, b: FrameHeader) =>
  a.version === b.version && a.sampleRate === b.sampleRate && a.channels === b.channels;

/** Whether a frame is the Xing/Info or VBRI header frame (no audio: a table of contents for seeking). */
function isInfoFrame(bytes: Uint8Array, at: number, header: FrameHeader): boolean {
  const sideInfo = header.version === 1 ? (header.channels === 1 ? 17 : 32) : header.channels === 1 ? 9 : 17;
  const xing = at + 4 + (header.hasCrc ? 2 : 0) + sideInfo;
  const tag = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  const xingTag = tag(xing);
  return xingTag === 'Xing' || xingTag === 'Info' || tag(at + 36) === 'VBRI';
}

/** The length of the ID3v2 tag at `at` (header, body and footer), or 0. */
function id3v2LengthAt(bytes: Uint8Array, at: number): number {
  if (at + 10 > bytes.length || bytes[at] !== 0x49 || bytes[at + 1] !== 0x44 || bytes[at + 2] !== 0x33) {
    return 0;
  }
  const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | ((bytes[at + i] as number) & 0x7f), 0);
  const hasFooter = ((bytes[at + 5] as number) & 0x10) !== 0;
  return 10 + size + (hasFooter ? 10 : 0);
}

const ID3V1_LENGTH = 128;
const TRAILING_TAGS = ['ID3', 'TAG', 'APETAGEX', 'LYRICSBEGIN'];

/** Whether a tag (not audio) starts at `at`: the last frame of a stream may be followed by one. */
const startsWithTag = (bytes: Uint8Array, at: number) =>
  TRAILING_TAGS.some((tag) => String.fromCharCode(...bytes.subarray(at, at + tag.length)) === tag);

/**
 * Indexes the frames of MP3 bytes, or returns null when they hold no Layer III stream. A sync is trusted only
 * when the next frame follows where its length says (or the data ends there), so bytes inside a tag or a
 * frame that merely look like a header are not taken for one.
 */
export function indexMp3(bytes: Uint8Array): Mp3Index | null {
  let end = bytes.length;
  let tagBytes = 0;
  if (end >= ID3V1_LENGTH && String.fromCharCode(...bytes.subarray(end - 128, end - 125)) === 'TAG') {
    end -= ID3V1_LENGTH;
    tagBytes += ID3V1_LENGTH;
  }
  let at = 0;
  for (let tag = id3v2LengthAt(bytes, at); tag > 0 && at + tag <= end; tag = id3v2LengthAt(bytes, at)) {
    at += tag;
    tagBytes += tag;
  }

  const offsets: number[] = [];
  const lengths: number[] = [];
  let stream: FrameHeader | null = null;
  let junkBytes = 0;
  while (at + 4 <= end) {
    const header = frameHeaderAt(bytes, at);
    const fits = header !== null && at + header.length <= end;
    const next = fits ? at + header.length : 0;
    const followed =
      fits &&
      (next === end ||
        (() => {
          const following = frameHeaderAt(bytes, next);
          return following !== null && sameStream(header, following);
        })());
    const locked = fits && stream !== null && sameStream(stream, header);
    if (header && fits && (followed || (locked && startsWithTag(bytes, next)))) {
      if (stream === null && isInfoFrame(bytes, at, header)) {
        tagBytes += header.length;
      } else {
        stream ??= header;
        if (sameStream(stream, header)) {
          offsets.push(at);
          lengths.push(header.length);
        } else {
          junkBytes += header.length;
        }
      }
      at = next;
    } else {
      // Not a frame here: step to the next possible sync byte (an unknown tag or damage in the middle).
      const sync = bytes.indexOf(0xff, at + 1);
      const to = sync === -1 || sync > end ? end : sync;
      const embeddedTag = id3v2LengthAt(bytes, at);
      if (embeddedTag > 0 && at + embeddedTag <= end) {
        tagBytes += embeddedTag;
        at += embeddedTag;
      } else {
        junkBytes += to - at;
        at = to;
      }
    }
  }
  junkBytes += end - at;
  if (stream === null || offsets.length === 0) return null;
  return {
    offsets: Uint32Array.from(offsets),
    lengths: Uint16Array.from(lengths),
    frameCount: offsets.length,
    sampleRate: stream.sampleRate,
    channels: stream.channels,
    samplesPerFrame: stream.samplesPerFrame,
    durationSeconds: (offsets.length * stream.samplesPerFrame) / stream.sampleRate,
    tagBytes,
    junkBytes,
  };
}

/**
 * Files larger than this are not played: the index is built from the whole file in memory (once; then only the
 * frames sent are read). 512 MiB is over nine hours at 128 kbps.
 */
export const MAX_MP3_BYTES = 512 * 1024 * 1024;

/** Indexes an MP3 file on disk, or null when it is too large or holds no Layer III stream. */
export async function indexMp3File(path: string): Promise<Mp3Index | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > MAX_MP3_BYTES) return null;
    const bytes = Buffer.alloc(size);
    for (let read = 0; read < size; ) {
      const { bytesRead } = await handle.read(bytes, read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return indexMp3(bytes);
  } finally {
    await handle.close();
  }
}
