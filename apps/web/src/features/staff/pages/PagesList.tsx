import { STATION_PAGES } from '@tarang/contracts';
import { Link } from 'react-router';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ListPage } from '../ui/ListPage';
import { Badge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';
import { NETWORK, PAGE_LABELS, type PageSource, sourcesOf, useStationPages, whoseName } from './stationPages';

/** Which page listeners of this station get. */
function SourceBadge({ source, stationId }: { source: PageSource; stationId: number }) {
  if (stationId === NETWORK)
    return source.network ? <Badge tone="published">Default</Badge> : <Badge tone="rejected">Missing</Badge>;
  if (source.own) return <Badge tone="published">Own page</Badge>;
  return source.network ? (
    <Badge tone="network">Network's page</Badge>
  ) : (
    <Badge tone="rejected">Missing</Badge>
  );
}

/**
 * /staff/pages: the six pages of one station (careers, contact us…), each its own or the network's it falls
 * back to; network admins also edit the network's defaults.
 */
export function PagesList() {
  const me = useStaff();
  const params = useListParams(['networkWide'] as const);
  const mine = me.stations.some((station) => station.id === params.stationId);
  const stationId =
    params.filters.networkWide === 'true' && me.role === 'admin'
      ? NETWORK
      : mine && params.stationId !== undefined
        ? params.stationId
        : (me.stations[0]?.id ?? NETWORK);
  const query = useStationPages(stationId);
  const rows = query.data ? sourcesOf(query.data.data, stationId, STATION_PAGES) : undefined;
  const list = { ...query, data: rows && { data: rows, total: rows.length } };

  const columns: Column<PageSource>[] = [
    {
      id: 'page',
      header: 'Page',
      cell: (source) => <Link to={`${stationId}/${source.page}`}>{PAGE_LABELS[source.page]}</Link>,
    },
    {
      id: 'source',
      header: 'Listeners see',
      cell: (source) => <SourceBadge source={source} stationId={stationId} />,
    },
    {
      id: 'title',
      header: 'Title',
      cell: (source) => (source.own ?? source.network)?.title ?? '—',
    },
    {
      id: 'updated',
      header: 'Last updated',
      cell: (source) => {
        const shown = source.own ?? source.network;
        return shown ? istDateTime(shown.updatedAt) : '—';
      },
      wide: true,
    },
  ];

  const choosing = me.role === 'admin' || me.stations.length > 1;
  return (
    <ListPage
      title="Pages"
      noun="page"
      list={list}
      page={1}
      pageSize={STATION_PAGES.length}
      onPage={() => undefined}
      toolbar={
        <>
          {choosing && (
            <label className={styles.filter}>
              <span>Station</span>
              <select
                value={stationId === NETWORK ? 'network' : stationId}
                onChange={(event) =>
                  event.target.value === 'network'
                    ? params.set({ stationId: undefined, networkWide: 'true' })
                    : params.set({ stationId: Number(event.target.value), networkWide: undefined })
                }
              >
                {me.stations.map((station) => (
                  <option key={station.id} value={station.id}>
                    {station.name}
                  </option>
                ))}
                {me.role === 'admin' && <option value="network">The network's pages (the default)</option>}
              </select>
            </label>
          )}
          <p className={styles.hint}>
            {stationId === NETWORK
              ? "Every station without a page of its own shows the network's."
              : `${whoseName(me, stationId)} shows the network's page until it has its own: open a page and save it to give ${whoseName(me, stationId)} its own.`}
          </p>
        </>
      }
    >
      {(pages) => (
        <DataTable
          caption={`Pages of ${whoseName(me, stationId)}`}
          rows={pages}
          columns={columns}
          rowKey={(source) => source.page}
          busy={query.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
