import { HeartIcon } from '../../shared/ui/icons';
import styles from './FavoriteButton.module.css';
import { useFavorite } from './useFavorite';

/** A heart that marks or unmarks one episode as a favourite (a toggle button: aria-pressed). */
export function FavoriteButton({
  episode,
  className,
}: {
  episode: { id: number; title: string; isFavorite: boolean };
  className?: string;
}) {
  const { isFavorite, toggle } = useFavorite(episode);
  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      aria-label={`Favourite ${episode.title}`}
      aria-pressed={isFavorite}
      title={isFavorite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={toggle}
    >
      <HeartIcon size={22} filled={isFavorite} />
    </button>
  );
}
