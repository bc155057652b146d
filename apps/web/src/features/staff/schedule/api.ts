import { skipToken, useQuery } from '@tanstack/react-query';
import type { StaffMedia } from '@tarang/contracts';
import { staffSchedule, staffShows } from '@tarang/contracts/staff-endpoints';
import { useSearchParams } from 'react-router';
import { call } from '../../../shared/api/call';
import { staffKey, useStaffList } from '../api';
import { useStaff } from '../context';

/**
 * A station's weekly slots and its one-off changes from today (the console's schedule is read per station and
 * written by id). The key starts with 'staff' like every console read, so a save or delete reads it again.
 */
export function useStationSchedule(stationId: number | undefined) {
  return useQuery({
    queryKey: staffKey(staffSchedule.list, { stationId }),
    queryFn:
      stationId === undefined
        ? skipToken
        : ({ signal }) => call(staffSchedule.list, { query: { stationId }, signal }).then((r) => r.data),
    staleTime: 0,
    // Not read again behind an editor's back on reconnect: the slot form is filled from this list.
    refetchOnReconnect: false,
    retry: false,
  });
}

/**
 * The station the Schedule pages are about: ?station= when it is one of this member's stations, else their
 * first. The week, the slot form and the way back all keep it in the address.
 */
export function useChosenStation() {
  const me = useStaff();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('station'));
  const station = me.stations.find((one) => one.id === asked) ?? me.stations[0];
  const choose = (id: number) =>
    setParams(
      (current) => {
        current.set('station', String(id));
        return current;
      },
      { replace: true },
    );
  return { station, choose };
}

type ShowChoice = {
  id: number;
  title: string;
  mediaType: StaffMedia['mediaType'];
  networkWide: boolean;
};

/** The most the console's lists give in one page (contracts' PAGE_SIZE_MAX). */
const ONE_PAGE = 100;

/**
 * What a slot may put on air: the station's audio shows and podcasts and the network-wide ones (the server
 * refuses any other), by title. Video series are left out: a radio slot plays audio.
 */
export function useShowChoices(stationId: number) {
  const own = useStaffList(staffShows.list, {
    query: {
      stationId,
      pageSize: ONE_PAGE,
      sort: 'title',
    },
  });
  const network = useStaffList(staffShows.list, {
    query: {
      networkWide: true,
      pageSize: ONE_PAGE,
      sort: 'title',
    },
  });
  const choices: ShowChoice[] = [...(own.data?.data ?? []), ...(network.data?.data ?? [])]
    .filter((show) => show.mediaType !== 'Video')
    .map((show) => ({
      id: show.id,
      title: show.title,
      mediaType: show.mediaType,
      networkWide: show.stationId === null,
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return {
    choices,
    isPending: own.isPending || network.isPending,
    isError: own.isError || network.isError,
    /** More shows than one page holds: the choice is incomplete (said on the page rather than hidden). */
    truncated: (own.data?.total ?? 0) > ONE_PAGE || (network.data?.total ?? 0) > ONE_PAGE,
    refetch: () => Promise.all([own.refetch(), network.refetch()]),
  };
}
