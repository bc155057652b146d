import type { StaffBanner } from '@tarang/contracts';
import { staffBanners } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { Img } from '../../../shared/ui/Img';
import { useStaffList } from '../api';
import { stationName, useStaff } from '../context';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, ListPage, SearchBox } from '../ui/ListPage';
import { StationOrNetworkFilter } from '../ui/StationOrNetwork';
import { Badge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';
import styles from './Banners.module.css';
import { PAGE_CHOICES, PAGE_LABELS, STATE_BADGES } from './bannerWords';

const PAGE_SIZE = 20;

/** The server sorts by page and set order, or by start (latest first): a header asks for its own order. */
const serverSort = (sort: string) => (sort.replace(/^-/, '') === 'startsAt' ? '-startsAt' : 'sortOrder');

/** When a banner shows: "From … until …", or always. */
function windowOf(banner: StaffBanner) {
  if (!banner.startsAt && !banner.endsAt) return 'Always';
  const from = banner.startsAt ? `From ${istDateTime(banner.startsAt)}` : 'Now';
  return banner.endsAt ? `${from} until ${istDateTime(banner.endsAt)}` : `${from} on`;
}

/** Banners: search, station or network-wide, the page they are on, in their order or by start. */
export function BannersList() {
  const me = useStaff();
  const params = useListParams(['bannerPage', 'networkWide'] as const);
  const networkWide = params.filters.networkWide === 'true';
  const list = useStaffList(staffBanners.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      stationId: networkWide ? undefined : params.stationId,
      networkWide: networkWide || undefined,
      bannerPage: params.filters.bannerPage,
      sort: params.sort,
    },
  });
  const columns: Column<StaffBanner>[] = [
    {
      id: 'image',
      header: 'Image',
      cell: (banner) => (
        <Img className={styles.thumb} src={banner.image} alt="" width={96} height={36} sizes="96px" />
      ),
      wide: true,
    },
    {
      id: 'title',
      header: 'Banner',
      cell: (banner) => <Link to={String(banner.id)}>{banner.title}</Link>,
    },
    { id: 'page', header: 'Page', cell: (banner) => PAGE_LABELS[banner.page] },
    {
      id: 'state',
      header: 'Showing',
      cell: (banner) => (
        <Badge tone={STATE_BADGES[banner.state].tone}>{STATE_BADGES[banner.state].label}</Badge>
      ),
    },
    { id: 'window', header: 'When', sortKey: 'startsAt', cell: windowOf, wide: true },
    { id: 'order', header: 'Order', sortKey: 'sortOrder', cell: (banner) => banner.sortOrder },
    { id: 'station', header: 'Station', cell: (banner) => stationName(me, banner.stationId) },
  ];
  return (
    <ListPage
      title="Banners"
      noun="banner"
      newPath="new"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by title or subtitle"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      toolbar={
        <>
          <StationOrNetworkFilter
            stationId={params.stationId}
            networkWide={networkWide}
            onChange={(choice) => params.set(choice)}
          />
          <ChoiceFilter
            label="Page"
            value={params.filters.bannerPage}
            choices={PAGE_CHOICES}
            anyLabel="Every page"
            onChange={(bannerPage) => params.set({ bannerPage })}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable
          caption="Banners"
          rows={rows}
          columns={columns}
          rowKey={(banner) => banner.id}
          sort={params.sort ?? 'sortOrder'}
          onSort={(sort) => params.set({ sort: serverSort(sort) })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
