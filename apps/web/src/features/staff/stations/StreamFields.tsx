import { livePaths, type StreamType } from '@tarang/contracts';
import { useEffect, useRef, useState } from 'react';
import { RadioGroup } from '../schedule/RadioGroup';
import styles from '../ui/console.module.css';
import { Select, TextInput } from '../ui/fields';
import type { StationFormApi } from './stationForm';

/** A station's live stream as the console reads it ('' streamUrl: the built-in playout). */
type StreamSettings = { streamUrl: string; streamType: StreamType };

const STREAM_TYPE_CHOICES: readonly { value: StreamType; label: string }[] = [
  { value: 'mp3', label: 'MP3 mount (Icecast / SHOUTcast)' },
  { value: 'aac', label: 'AAC mount (Icecast / SHOUTcast)' },
  { value: 'hls', label: 'HLS playlist (.m3u8)' },
];

type Mode = 'builtIn' | 'external';

/**
 * Whether the form is set to an external stream. The form's schema reads it through `ref` (react-hook-form keeps
 * the resolver it started with, so the flag cannot be a new schema); a reloaded station sets it again.
 */
export function useStreamMode(station: ({ version: number } & StreamSettings) | undefined) {
  const [external, setExternal] = useState(Boolean(station?.streamUrl));
  const ref = useRef(external);
  ref.current = external;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the station (a save, a reload) only
  useEffect(() => {
    if (station) setExternal(Boolean(station.streamUrl));
  }, [station?.version]);
  return { external, setExternal, ref };
}

/** The "Live stream" group: the built-in playout of the schedule, or an external mount or playlist. */
export function StreamFields({
  form,
  stationId,
  external,
  onExternal,
}: {
  form: StationFormApi;
  stationId: number | undefined;
  external: boolean;
  onExternal: (external: boolean) => void;
}) {
  const { register, messageFor, setValue, getValues, clearErrors } = form;
  // The address typed before switching to the built-in playout comes back if the editor switches again.
  const [typed, setTyped] = useState('');
  const switchTo = (mode: Mode) => {
    if (mode === 'builtIn') {
      setTyped(getValues('streamUrl') ?? '');
      setValue('streamUrl', '', { shouldDirty: true });
    } else {
      setValue('streamUrl', typed, { shouldDirty: true });
    }
    clearErrors('streamUrl');
    onExternal(mode === 'external');
  };
  const paths = stationId === undefined ? null : livePaths(stationId);
  return (
    <>
      <RadioGroup<Mode>
        legend="What listeners hear"
        value={external ? 'external' : 'builtIn'}
        onChange={switchTo}
        choices={[
          { value: 'builtIn', label: 'Built-in playout (plays the schedule)' },
          { value: 'external', label: 'External stream' },
        ]}
      />
      {external ? (
        <>
          <TextInput
            label="Stream address"
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://stream.example.in/live.mp3"
            hint="The Icecast or SHOUTcast mount, or the HLS playlist, that listeners play."
            error={messageFor('streamUrl')}
            {...register('streamUrl')}
          />
          <Select
            label="Stream type"
            choices={STREAM_TYPE_CHOICES}
            error={messageFor('streamType')}
            {...register('streamType')}
          />
        </>
      ) : (
        <p className={`${styles.hint} ${styles.wide}`}>
          The server plays the station’s Schedule from its episodes
          {paths ? ` (HLS at ${paths.playlist}, MP3 at ${paths.mp3})` : ''}.
        </p>
      )}
    </>
  );
}

/** How the editor's read-only view names the stream. */
export const streamSummary = (station: StreamSettings) =>
  station.streamUrl
    ? `External: ${station.streamUrl} (${STREAM_TYPE_CHOICES.find((choice) => choice.value === station.streamType)?.label ?? station.streamType})`
    : 'Built-in playout (plays the schedule)';
