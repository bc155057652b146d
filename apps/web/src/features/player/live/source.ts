import type { LiveStream } from '@tarang/contracts';
import type HlsType from 'hls.js';
import { secondsBehindLive } from './timing';

/**
 * Puts a live stream on the player's one <audio> element. An Icecast MP3/AAC mount is the element's source;
 * an HLS playlist is too where the browser plays HLS itself (Safari, iOS, Android); elsewhere hls.js's light
 * build feeds the element through Media Source Extensions, and where that is missing as well the built-in
 * stream's continuous MP3 plays instead. hls.js is imported on the first live play only, so it is a chunk of
 * its own and the site's first-load JavaScript does not carry it.
 */

type Hls = HlsType;
type Mode = 'file' | 'native-hls' | 'hls.js';

let hls: Hls | null = null;
let mode: Mode | null = null;
/** Each attach takes a number; an attach overtaken while hls.js was loading gives up. */
let attachNumber = 0;
let hlsModule: Promise<typeof HlsType> | null = null;

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** The light build (no subtitles, alternate audio, DRM, CMCD): all a radio stream needs. */
function loadHls(): Promise<typeof HlsType> {
  hlsModule ??= import('hls.js/light').then((module) => module.default);
  // A failed chunk load (offline) must not stick: the next attempt imports again.
  hlsModule.catch(() => {
    hlsModule = null;
  });
  return hlsModule;
}

/**
 * Chromium (141+) answers 'maybe' for HLS but its own HLS player cannot parse packed MP3 segments (the built-in
 * stream's): a native HLS source that fails to decode is not tried again in this page, hls.js plays instead.
 */
let nativeHlsFailed = false;

const playsHlsNatively = (element: HTMLMediaElement) =>
  !nativeHlsFailed && element.canPlayType(HLS_TYPE) !== '';

/**
 * The element failed. True when that was the browser's own HLS player unable to read the stream (not the
 * network): the caller loads it again at once, through hls.js.
 */
export function nativeHlsCannotPlay(element: HTMLMediaElement): boolean {
  const code = element.error?.code;
  if (mode !== 'native-hls' || nativeHlsFailed) return false;
  if (code !== MediaError.MEDIA_ERR_DECODE && code !== MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED) return false;
  nativeHlsFailed = true;
  return true;
}

/** Stops and forgets the current live source (the element's own pause and src are the engine's). */
export function detachLive(element: HTMLMediaElement) {
  attachNumber += 1;
  if (hls) {
    hls.destroy();
    hls = null;
  }
  if (mode !== null && element.getAttribute('src')) {
    element.removeAttribute('src');
    element.load();
  }
  mode = null;
}

/**
 * Loads `stream` on the element from its live edge. A source the element plays itself is set at once (true),
 * so the caller's play() still runs inside the listener's tap, which iOS requires; through hls.js it resolves
 * once attached, false when a newer attach or a detach overtook it. `onFatal` is called when hls.js gives up
 * (the caller reconnects). A failed hls.js import rejects.
 */
export function attachLive(
  element: HTMLMediaElement,
  stream: LiveStream,
  onFatal: () => void,
): boolean | Promise<boolean> {
  detachLive(element);
  if (stream.type !== 'hls') return setSource(element, stream.url, 'file');
  if (playsHlsNatively(element)) return setSource(element, stream.url, 'native-hls');
  return attachHlsJs(element, stream, onFatal);
}

function setSource(element: HTMLMediaElement, url: string, as: Mode) {
  mode = as;
  element.src = url;
  return true;
}

async function attachHlsJs(element: HTMLMediaElement, stream: LiveStream, onFatal: () => void) {
  const number = attachNumber;
  const Hls = await loadHls();
  if (number !== attachNumber) return false;
  if (!Hls.isSupported()) return setSource(element, stream.fallbackUrl ?? stream.url, 'file');
  const instance = new Hls({
    // Our own reconnect (live/follow.ts) takes over once hls.js's retries are spent.
    backBufferLength: 30,
    liveDurationInfinity: true,
    // Every packed-audio segment carries an ID3 timestamp (RFC 8216); as text-track cues they serve no one,
    // and the track hls.js would add loads a data: URL the site's Content Security Policy refuses.
    enableID3MetadataCues: false,
    enableEmsgMetadataCues: false,
  });
  instance.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal && instance === hls) onFatal();
  });
  hls = instance;
  mode = 'hls.js';
  instance.attachMedia(element);
  instance.loadSource(stream.url);
  return true;
}

function seekableEnd(element: HTMLMediaElement): number | null {
  const ranges = element.seekable;
  return ranges.length > 0 ? ranges.end(ranges.length - 1) : null;
}

/**
 * Seconds behind where a live player normally plays ("Go live" beyond two segments). Null for a continuous
 * MP3 (it is reloaded instead) or before anything is known.
 */
export function measureBehindLive(element: HTMLMediaElement): number | null {
  if (mode === 'hls.js' && hls) {
    return secondsBehindLive({ currentTime: element.currentTime, liveSyncPosition: hls.liveSyncPosition });
  }
  if (mode === 'native-hls') {
    return secondsBehindLive({ currentTime: element.currentTime, seekableEnd: seekableEnd(element) });
  }
  return null;
}

/** Seconds between what the listener hears and the newest audio the stream has (for now-playing). */
export function measureLatency(element: HTMLMediaElement): number {
  if (mode === 'hls.js' && hls) return Number.isFinite(hls.latency) ? Math.max(0, hls.latency) : 0;
  const end =
    mode === 'native-hls'
      ? seekableEnd(element)
      : element.buffered.length > 0
        ? element.buffered.end(element.buffered.length - 1)
        : null;
  return end !== null && Number.isFinite(end) ? Math.max(0, end - element.currentTime) : 0;
}

/** Moves the playhead to the live edge; false when the source cannot (a continuous MP3: reload it). */
export function jumpToLiveEdge(element: HTMLMediaElement): boolean {
  const edge =
    mode === 'hls.js' && hls ? hls.liveSyncPosition : mode === 'native-hls' ? seekableEnd(element) : null;
  if (edge === null || !Number.isFinite(edge)) return false;
  element.currentTime = edge;
  return true;
}
