import styles from './UserMenu.module.css';

/** Up to two initials of a name, for the avatar. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? '?'];
  return letters
    .map((word) => (word ?? '').charAt(0))
    .join('')
    .toUpperCase();
}

/** The signed-in listener's initials in a circle (the header's badge and its menu). */
export function Avatar({ name }: { name: string }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
