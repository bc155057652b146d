import type { FileMeta } from '@tarang/contracts';
import { files } from '@tarang/contracts/endpoints';
import { useEffect, useId, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { call, endpointUrl } from '../../../shared/api/call';
import { refreshAfter } from '../../../shared/api/client';
import { getUser } from '../../../shared/api/session';
import styles from './Upload.module.css';

type UploadKind = 'image' | 'audio' | 'video' | 'media';
export type StoredFile = Pick<FileMeta, 'id' | 'url' | 'mimeType' | 'durationSeconds'>;

const ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  audio: 'audio/*',
  video: 'video/*',
  media: 'audio/*,video/*',
};
const KIND_NAME: Record<UploadKind, string> = {
  image: 'an image',
  audio: 'an audio file',
  video: 'a video',
  media: 'an audio or video file',
};
const matches = (kind: UploadKind, type: string) =>
  kind === 'media' ? /^(audio|video)\//.test(type) : type === '' || type.startsWith(`${kind}/`);

/** Big files go in pieces: each piece is one short request, and a dropped one is sent again from where it stopped. */
const CHUNK_BYTES = 5 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; sent: number; total: number }
  | { phase: 'paused'; name: string; sent: number; total: number; message: string }
  | { phase: 'failed'; message: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function serverMessage(error: Error | DetailedError): string | undefined {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  try {
    return body ? (JSON.parse(body) as { message?: string }).message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A file for an item, uploaded resumably (tus): a real progress bar, automatic retries when the connection drops,
 * carrying on by itself when the device is back online, and Resume to carry on from where the server stopped
 * (even after a reload, by choosing the same file). The server checks the type by the
 * file's bytes; this only stops an obviously wrong choice early.
 */
export function UploadField({
  label,
  kind,
  file,
  onUploaded,
  onRemove,
  error,
  hint,
}: {
  label: string;
  kind: UploadKind;
  /** The file the item has when the form opens. */
  file: { url: string; mimeType?: string } | null;
  onUploaded: (file: StoredFile) => void;
  onRemove?: () => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const upload = useRef<Upload | null>(null);
  // What the field shows: the file just uploaded, else the item's own (until it is removed).
  const [shown, setShown] = useState<{ url: string; mimeType?: string } | null | undefined>(undefined);
  const current = shown === undefined ? file : shown;

  const start = async (chosen: File) => {
    if (!matches(kind, chosen.type)) {
      setState({ phase: 'failed', message: `Choose ${KIND_NAME[kind]}.` });
      return;
    }
    let token = getUser()?.token;
    setState({ phase: 'uploading', name: chosen.name, sent: 0, total: chosen.size });
    // The tus client is loaded with the first upload, not with the page.
    const { Upload } = await import('tus-js-client');
    const next = new Upload(chosen, {
      endpoint: endpointUrl(files.uploads),
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: chosen.name, filetype: chosen.type },
      removeFingerprintOnSuccess: true,
      onBeforeRequest(request) {
        token = getUser()?.token;
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry(failure, attempt) {
        const status = failure.originalResponse?.getStatus() ?? 0;
        // An expired sign-in is renewed while the retry waits.
        if (status === 401 && token) {
          void refreshAfter(token);
          return attempt < 2;
        }
        // Offline, waiting to retry is pointless: the upload pauses at once and Resume carries on from there.
        if (status === 0 && !navigator.onLine) return false;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onProgress(sent, total) {
        setState({ phase: 'uploading', name: chosen.name, sent, total });
      },
      async onSuccess({ lastResponse }) {
        const fileId = Number(lastResponse.getHeader('Upload-File-Id'));
        const stored = await call(files.get, { params: { id: fileId } });
        setState({ phase: 'idle' });
        setShown(stored.data);
        onUploaded(stored.data);
      },
      onError(failure) {
        const refusal = serverMessage(failure);
        setState((current) =>
          refusal || current.phase !== 'uploading'
            ? { phase: 'failed', message: refusal ?? 'The upload failed. Please try again.' }
            : {
                ...current,
                phase: 'paused',
                message: navigator.onLine
                  ? 'The upload stopped. Resume carries on from where it stopped.'
                  : 'The connection was lost. The upload carries on from where it stopped when you are back online.',
              },
        );
      },
    });
    upload.current = next;
    // The same file chosen again (after a reload or a failure) carries on where the server has it.
    const previous = await next.findPreviousUploads();
    if (previous[0]) next.resumeFromPreviousUpload(previous[0]);
    next.start();
  };

  // Back online, a paused upload carries on by itself from where the server has it; Resume is for the rest.
  const paused = state.phase === 'paused';
  useEffect(() => {
    if (!paused) return;
    const resume = () => {
      setState((now) => (now.phase === 'paused' ? { ...now, phase: 'uploading' } : now));
      upload.current?.start();
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [paused]);

  const busy = state.phase === 'uploading' || state.phase === 'paused';
  const preview = current?.url;
  const type = current?.mimeType ?? (kind === 'image' ? 'image/' : kind === 'video' ? 'video/' : 'audio/');
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {preview && !busy && (
        <div className={styles.preview}>
          {type.startsWith('image/') ? (
            <img src={preview} alt={`${label} (the file now)`} className={styles.image} />
          ) : type.startsWith('video/') ? (
            // biome-ignore lint/a11y/useMediaCaption: staff check their own upload; captions are not part of it
            <video
              src={preview}
              controls
              preload="none"
              className={styles.video}
              aria-labelledby={`${id}-label`}
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: staff check their own upload
            <audio src={preview} controls preload="none" aria-labelledby={`${id}-label`} />
          )}
        </div>
      )}
      {state.phase === 'uploading' || state.phase === 'paused' ? (
        <div className={styles.progress}>
          <progress
            max={state.total || 1}
            value={state.sent}
            aria-labelledby={`${id}-label`}
            aria-valuetext={`${Math.round((state.sent / (state.total || 1)) * 100)}%`}
          />
          <p className={styles.status} aria-live="polite">
            {state.phase === 'paused'
              ? state.message
              : `Uploading ${state.name}: ${Math.round((state.sent / (state.total || 1)) * 100)}% (${megabytes(state.sent)} of ${megabytes(state.total)})`}
          </p>
          <div className={styles.row}>
            {state.phase === 'paused' && (
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  setState({ ...state, phase: 'uploading' });
                  upload.current?.start();
                }}
              >
                Resume upload
              </button>
            )}
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                void upload.current?.abort(true);
                setState({ phase: 'idle' });
              }}
            >
              Cancel upload
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          <label className={styles.button}>
            {preview ? 'Replace file' : 'Choose file'}
            <input
              type="file"
              accept={ACCEPT[kind]}
              className={styles.input}
              aria-label={`${label}: ${preview ? 'replace file' : 'choose file'}`}
              aria-describedby={
                [error || state.phase === 'failed' ? `${id}-message` : '', hint ? `${id}-hint` : '']
                  .join(' ')
                  .trim() || undefined
              }
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) void start(chosen);
              }}
            />
          </label>
          {preview && onRemove && (
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                setShown(null);
                onRemove();
              }}
            >
              Remove
            </button>
          )}
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={styles.message} aria-live="polite">
        {state.phase === 'failed' ? state.message : error}
      </p>
    </div>
  );
}
