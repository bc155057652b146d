import { useMessages } from '../../shared/i18n';
import { HeartIcon } from '../../shared/ui/pageIcons';
import styles from './FavoriteButton.module.css';
import { favouriteMessages } from './messages';
import { useFavorite } from './useFavorite';

/** A heart that marks or unmarks one episode as a favourite (a toggle button: aria-pressed). */
export function FavoriteButton({
  episode,
  className,
}: {
  episode: { id: number; title: string; isFavorite: boolean };
  className?: string;
}) {
  const t = useMessages(favouriteMessages);
  const { isFavorite, toggle } = useFavorite(episode);
  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      aria-label={t.favourite({ title: episode.title })}
      aria-pressed={isFavorite}
      title={isFavorite ? t.remove : t.add}
      onClick={toggle}
    >
      <HeartIcon size={22} filled={isFavorite} />
    </button>
  );
}
