import type { StaffBanner } from '@tarang/contracts';
import { staffBanners } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { Img } from '../../../shared/ui/Img';
import { stationName, useStaff } from '../context';
import type { Column } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { Badge } from '../ui/StatusBadge';
import {
  ParamFilter,
  ParamStationOrNetworkFilter,
  stationOrNetworkQuery,
  TableList,
  useConsoleList,
} from '../ui/TableList';
import styles from './Banners.module.css';
import { PAGE_CHOICES, PAGE_LABELS, STATE_BADGES } from './bannerWords';

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
  const { params, list } = useConsoleList(staffBanners.list, ['bannerPage', 'networkWide'], (params) => ({
    ...stationOrNetworkQuery(params),
    bannerPage: params.filters.bannerPage,
    sort: params.sort,
  }));
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
    <TableList
      title="Banners"
      noun="banner"
      newPath="new"
      params={params}
      list={list}
      searchLabel="Search by title or subtitle"
      toolbar={
        <>
          <ParamStationOrNetworkFilter params={params} />
          <ParamFilter
            params={params}
            name="bannerPage"
            label="Page"
            choices={PAGE_CHOICES}
            anyLabel="Every page"
          />
        </>
      }
      columns={columns}
      sort={params.sort ?? 'sortOrder'}
      onSort={(sort) => params.set({ sort: serverSort(sort) })}
    />
  );
}
