/**
 * One sound at a time: the audio player and an inline video do not talk over each other. Whatever starts
 * sounding says so here and the others stop. The player and the video tiles live in different folders that do
 * not import each other; this small channel is all they share.
 */
type SoundSource = 'player' | 'video';

type Listener = (source: SoundSource) => void;
const listeners = new Set<Listener>();

/** Tells the others that `source` has started to sound. */
export function soundStarted(source: SoundSource) {
  for (const listener of listeners) listener(source);
}

/** Hears every start; returns the unsubscribe. */
export function onSoundStarted(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
