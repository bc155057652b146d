import { useMessages } from '../../shared/i18n';
import { PLAYER_REGION_ID } from './constants';
import { playerMessages } from './messages';
import { usePlayerSelector } from './store';

/**
 * "Skip to player", beside the shell's "Skip to content" while the player shows: the player sits at the end of
 * the page, after its content, and the keyboard would otherwise reach it only past every link of the page. It
 * moves the focus to the player (its region, whose next Tab is its first control), without a #fragment in the
 * address.
 */
export function SkipToPlayer({ className }: { className?: string }) {
  const t = useMessages(playerMessages);
  const visible = usePlayerSelector((s) => s.visible);
  if (!visible) return null;
  return (
    <a
      href={`#${PLAYER_REGION_ID}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(PLAYER_REGION_ID)?.focus();
      }}
    >
      {t.skipToPlayer}
    </a>
  );
}
