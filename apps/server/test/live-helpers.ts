import { frameHeaderAt } from '../src/domains/live/mp3';

/** What a live playlist says, read the way a player reads it. */
export type ParsedPlaylist = {
  version: number;
  targetDuration: number;
  mediaSequence: number;
  segments: { uri: string; duration: number; programDateTime: number }[];
};

export function parsePlaylist(text: string): ParsedPlaylist {
  const lines = text.trim().split('\n');
  if (lines[0] !== '#EXTM3U') throw new Error(`not a playlist: ${text.slice(0, 40)}`);
  const tag = (name: string) => {
    const line = lines.find((l) => l.startsWith(`${name}:`));
    if (!line) throw new Error(`no ${name}`);
    return Number(line.slice(name.length + 1));
  };
  const segments: ParsedPlaylist['segments'] = [];
  let programDateTime = Number.NaN;
  let duration = Number.NaN;
  for (const line of lines) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) programDateTime = Date.parse(line.slice(25));
    else if (line.startsWith('#EXTINF:')) duration = Number(line.slice(8).split(',')[0]);
    else if (!line.startsWith('#')) segments.push({ uri: line, duration, programDateTime });
  }
  return {
    version: tag('#EXT-X-VERSION'),
    targetDuration: tag('#EXT-X-TARGETDURATION'),
    mediaSequence: tag('#EXT-X-MEDIA-SEQUENCE'),
    segments,
  };
}

/** The 90 kHz timestamp in a packed-audio segment's ID3 PRIV frame (RFC 8216 §3.4), and where the audio starts. */
export function readTimestampTag(bytes: Buffer): { timestamp: bigint; audioStart: number } {
  if (bytes.toString('latin1', 0, 3) !== 'ID3' || bytes[3] !== 4) throw new Error('no ID3v2.4 tag first');
  const synchsafe = (at: number) =>
    [0, 1, 2, 3].reduce((sum, i) => (sum << 7) | (bytes[at + i] as number), 0);
  const audioStart = 10 + synchsafe(6);
  let at = 10;
  while (at < audioStart) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = synchsafe(at + 4);
    const body = bytes.subarray(at + 10, at + 10 + size);
    const owner = 'com.apple.streaming.transportStreamTimestamp\0';
    if (id === 'PRIV' && body.toString('latin1', 0, owner.length) === owner) {
      return { timestamp: body.readBigUInt64BE(owner.length), audioStart };
    }
    at += 10 + size;
  }
  throw new Error('no transportStreamTimestamp PRIV frame');
}

/** Walks MP3 frames from `start` to the end: every byte must belong to a valid frame of one stream. */
export function framesIn(bytes: Buffer, start = 0) {
  let count = 0;
  let sampleRate = 0;
  let samplesPerFrame = 0;
  let at = start;
  while (at < bytes.length) {
    const header = frameHeaderAt(bytes, at);
    if (!header) throw new Error(`no frame sync at byte ${at} of ${bytes.length}`);
    sampleRate ||= header.sampleRate;
    samplesPerFrame ||= header.samplesPerFrame;
    if (header.sampleRate !== sampleRate) throw new Error(`sample rate changes at byte ${at}`);
    at += header.length;
    count++;
  }
  if (at !== bytes.length) throw new Error('the last frame is cut short');
  return { count, sampleRate, samplesPerFrame, seconds: (count * samplesPerFrame) / (sampleRate || 1) };
}
