import type { Endpoint } from '@tarang/contracts/endpoints';
import { type ListQuery, useStaffList } from '../api';
import { type Column, DataTable } from './DataTable';
import { ChoiceFilter, ListPage, type ListPageProps, SearchBox, StationFilter } from './ListPage';
import { StationOrNetworkFilter } from './StationOrNetwork';
import { useListParams } from './useListParams';

/**
 * What the console's searchable lists (banners, Red Lines, events, contests, polls, RJs, shows…) share, so each
 * keeps only its columns, filters and words: the page of items its address asks for, the search box, the table
 * and filters kept in the address.
 */

/** Rows a page: every searchable console list shows this many. */
export const LIST_PAGE_SIZE = 20;

/** A list's state in its address (page, search, station, sort and its own filters `F`). */
export type ListParams<F extends string = never> = ReturnType<typeof useListParams<F>>;

/**
 * The list's address state and the page of items it asks for: the page, its size and the search, then what
 * `query` adds from the list's own filters (station, status, sort…).
 */
export function useConsoleList<E extends Endpoint, F extends string = never>(
  endpoint: E,
  filters: readonly F[],
  query: (params: ListParams<F>) => Omit<ListQuery<E>, 'pageNumber' | 'pageSize' | 'search'>,
) {
  const params = useListParams(filters);
  const list = useStaffList(endpoint, {
    query: {
      pageNumber: params.page,
      pageSize: LIST_PAGE_SIZE,
      search: params.search || undefined,
      ...query(params),
    },
  } as Parameters<typeof useStaffList<E>>[1]);
  return { params, list };
}

type Props<T extends { id: number }, F extends string> = Omit<
  ListPageProps<T>,
  'list' | 'page' | 'pageSize' | 'onPage' | 'search' | 'children'
> & {
  params: ListParams<F>;
  list: ListPageProps<T>['list'];
  /** The search box's label, e.g. "Search by title or venue". */
  searchLabel: string;
  columns: Column<T>[];
  /** The table's caption; the title by default. */
  caption?: string;
  /** The order the table shows (a column's sort key, `-key` descending); none for a list that does not sort. */
  sort?: string;
  /** Asks for the order a header chose; kept in the address as it is by default. */
  onSort?: (sort: string) => void;
};

/** A searchable list page: ListPage with its search box, then its items as a table, one row an item. */
export function TableList<T extends { id: number }, F extends string>({
  params,
  list,
  searchLabel,
  columns,
  caption,
  sort,
  onSort = (next) => params.set({ sort: next }),
  ...page
}: Props<T, F>) {
  return (
    <ListPage
      {...page}
      list={list}
      page={params.page}
      pageSize={LIST_PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox label={searchLabel} value={params.search} onSearch={(search) => params.set({ search })} />
      }
    >
      {(rows) => (
        <DataTable
          caption={caption ?? page.title}
          rows={rows}
          columns={columns}
          rowKey={(row) => row.id}
          sort={sort}
          onSort={sort === undefined ? undefined : onSort}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}

/** A filter with fixed choices kept in the address under `name` (status, type…). */
export function ParamFilter<F extends string>({
  params,
  name,
  ...filter
}: { params: ListParams<F>; name: F } & Omit<Parameters<typeof ChoiceFilter>[0], 'value' | 'onChange'>) {
  return (
    <ChoiceFilter
      {...filter}
      value={params.filters[name]}
      onChange={(value) => params.set({ [name]: value })}
    />
  );
}

/** Where an item stands with listeners, as the lists' Status filter offers it. */
const PUBLICATION_STATES = [
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
] as const;

/** The Status filter of items that are published (Red Lines, events), kept in the address as `status`. */
export function PublicationFilter({ params }: { params: ListParams<'status'> }) {
  return (
    <ParamFilter
      params={params}
      name="status"
      label="Status"
      choices={PUBLICATION_STATES}
      anyLabel="Every status"
    />
  );
}

/** The station filter kept in the address: one of my stations, or all of them. */
export function ParamStationFilter({ params }: { params: Pick<ListParams, 'stationId' | 'set'> }) {
  return <StationFilter value={params.stationId} onChange={(stationId) => params.set({ stationId })} />;
}

/**
 * For items that may be network-wide (banners, Red Lines): the station asked for, or only the network-wide
 * items (`networkWide=true` in the address, which sets the station aside).
 */
export const stationOrNetworkQuery = (params: ListParams<'networkWide'>) => {
  const networkWide = params.filters.networkWide === 'true';
  return {
    stationId: networkWide ? undefined : params.stationId,
    networkWide: networkWide || undefined,
  };
};

/** The filter of stationOrNetworkQuery: everything I may see, one station's items, or the network-wide ones. */
export function ParamStationOrNetworkFilter({ params }: { params: ListParams<'networkWide'> }) {
  return (
    <StationOrNetworkFilter
      stationId={params.stationId}
      networkWide={params.filters.networkWide === 'true'}
      onChange={(choice) => params.set(choice)}
    />
  );
}
