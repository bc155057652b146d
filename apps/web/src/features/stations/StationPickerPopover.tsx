import { useQuery } from '@tanstack/react-query';
import type { Station } from '@tarang/contracts';
import type { RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sameSectionElsewhere } from '../../shared/paths';
import { stationsQuery } from '../../shared/station/api';
import { useStation } from '../../shared/station/context';
import { StationSearchList } from '../../shared/station/StationSearchList';
import { ButtonPopover } from '../../shared/ui/ButtonPopover';
import { clearFallbackStation } from './fallback';
import styles from './StationPicker.module.css';
import { storeStation } from './storage';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The station button: the popover opens under it and gives it the focus back. */
  button: RefObject<HTMLButtonElement | null>;
  /** Where the popover is rendered (see StationPicker). */
  container?: HTMLElement | null;
};

/**
 * The station dropdown's popover: the station search list in an accessible popover (Escape, outside click,
 * focus back to the button). Choosing a station goes to the same section there.
 */
export default function StationPickerPopover({ open, onOpenChange, button, container }: Props) {
  const station = useStation();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: stations = [] } = useQuery(stationsQuery());

  function choose(next: Station) {
    onOpenChange(false);
    // The visitor has chosen: a notice that the station was given by fallback has said its piece.
    clearFallbackStation();
    if (next.id === station.id) return;
    storeStation({ id: next.id, urlName: next.urlName, name: next.name });
    const rest = location.pathname.split('/').slice(2).join('/');
    navigate(sameSectionElsewhere(rest, next.urlName, location.search));
  }

  return (
    <ButtonPopover
      open={open}
      onOpenChange={onOpenChange}
      button={button}
      container={container}
      className={styles.content}
      align="end"
      sideOffset={8}
      collisionPadding={12}
    >
      <StationSearchList stations={stations} selectedId={station.id} onChoose={choose} />
    </ButtonPopover>
  );
}
