import {
  BANNER_SORT_MAX,
  type BannerCreateBody,
  bannerCreateBody,
  type StaffBanner,
  toUrlName,
} from '@tarang/contracts';
import { staffBanners } from '@tarang/contracts/staff-endpoints';
import { Controller } from 'react-hook-form';
import { stationName, useStaff } from '../context';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { DateTimeInput, Select, TextInput } from '../ui/fields';
import { DeleteItem, ImageField, ItemLoader, StationOrNetworkField } from '../ui/ItemPage';
import { NetworkWideNote } from '../ui/StationOrNetwork';
import { Badge } from '../ui/StatusBadge';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { PAGE_CHOICES, PAGE_LABELS, STATE_BADGES } from './bannerWords';

const ORDER = [
  'title',
  'stationId',
  'page',
  'subtitle',
  'linkUrl',
  'imageFileId',
  'sortOrder',
  'startsAt',
  'endsAt',
] as const;

const valuesOf = (banner: StaffBanner | undefined, stationId: number): BannerCreateBody => ({
  stationId: banner ? banner.stationId : stationId,
  page: banner?.page ?? 'home',
  title: banner?.title ?? '',
  subtitle: banner?.subtitle ?? '',
  // A new banner has no image yet: the form says so when it is saved without one.
  imageFileId: banner?.imageFileId ?? (undefined as unknown as number),
  linkUrl: banner?.linkUrl ?? '',
  sortOrder: banner?.sortOrder ?? 0,
  startsAt: banner?.startsAt ?? null,
  endsAt: banner?.endsAt ?? null,
});

/** /staff/banners/new and /staff/banners/{id}: one banner, loaded, then its form. */
export function BannerForm() {
  return (
    <ItemLoader endpoint={staffBanners.item} what="This banner">
      {(banner, onReload) => <BannerFields banner={banner} onReload={onReload} />}
    </ItemLoader>
  );
}

function BannerFields({ banner, onReload }: { banner?: StaffBanner; onReload: () => void }) {
  const me = useStaff();
  const firstStation = me.stations[0]?.id ?? 1;
  const form = useConsoleForm(bannerCreateBody, ORDER, valuesOf(banner, firstStation));
  const { register, control, messageFor } = form;
  const page = useItemForm({
    routes: staffBanners,
    listPath: '/staff/banners',
    noun: 'banner',
    onReload,
  });
  useResetOnVersion(form.reset, banner, () => valuesOf(banner, firstStation));

  const onSubmit = form.submit(async (values) => {
    const body = banner ? form.changed(values) : values;
    await page.save(banner, body, form.serverMessage);
  });

  // The schema's own words for a missing image name the field by its key: say it as the form does.
  const imageError = form.formState.errors.imageFileId;
  const imageMessage =
    imageError && imageError.type !== 'server'
      ? 'Choose an image: every banner has one'
      : imageError?.message;

  // Listeners see banners on a station's home page; a network-wide one previews on the first of my stations.
  const previewStation = banner?.stationId ?? firstStation;
  const previewHref =
    banner?.page === 'home'
      ? `/${toUrlName(stationName(me, previewStation), previewStation)}/home`
      : undefined;

  // A network-wide banner is an admin's: an editor reads it, with nothing offered that the server refuses.
  const readOnly = banner !== undefined && banner.stationId === null && me.role !== 'admin';

  return (
    <FormPage
      title={banner ? banner.title : 'New banner'}
      back={{ to: '/staff/banners', label: 'Banners' }}
      previewHref={previewHref}
      onSubmit={onSubmit}
      {...page.frame}
      readOnly={readOnly}
      meta={
        banner && (
          <>
            <p className={styles.hint}>
              <Badge tone={STATE_BADGES[banner.state].tone}>{STATE_BADGES[banner.state].label}</Badge>{' '}
              {banner.state === 'live'
                ? `Shown on the ${PAGE_LABELS[banner.page]} page now.`
                : banner.state === 'upcoming'
                  ? 'Not shown yet: its Show from time has not come.'
                  : 'No longer shown: its Show until time has passed.'}
            </p>
            <NetworkWideNote stationId={banner.stationId} what="banner" />
          </>
        )
      }
      deleteControl={
        banner && <DeleteItem noun="banner" title={banner.title} onConfirm={() => page.remove(banner)} />
      }
    >
      <FormSection title="The banner">
        <TextInput label="Title" maxLength={120} error={messageFor('title')} {...register('title')} />
        <TextInput
          label="Subtitle"
          maxLength={200}
          hint="Optional: one short line under the title."
          error={messageFor('subtitle')}
          {...register('subtitle')}
        />
        <StationOrNetworkField control={control} name="stationId" error={messageFor('stationId')} />
        <Select
          label="Page"
          choices={PAGE_CHOICES}
          hint="The listener site shows the banners of its Home page."
          error={messageFor('page')}
          {...register('page')}
        />
        <TextInput
          label="Link"
          maxLength={500}
          placeholder="/events or https://…"
          hint="Where the banner's button leads: a page of the station's site (/events, /audio…) or an address starting with https://. Empty: no button."
          error={messageFor('linkUrl')}
          {...register('linkUrl')}
        />
        <TextInput
          label="Order"
          type="number"
          inputMode="numeric"
          min={0}
          max={BANNER_SORT_MAX}
          step={1}
          hint="Lower numbers come first."
          error={messageFor('sortOrder')}
          {...register('sortOrder', { valueAsNumber: true })}
        />
      </FormSection>
      <FormSection title="Image">
        <ImageField
          control={control}
          name="imageFileId"
          label="Banner image"
          image={banner?.image}
          required
          error={imageMessage}
          hint="Required. A wide image, 8:3 (e.g. 1600 × 600 px); the title is written over it."
        />
      </FormSection>
      <FormSection title="When it shows">
        <Controller
          control={control}
          name="startsAt"
          render={({ field }) => (
            <DateTimeInput
              label="Show from"
              hint="India time (IST). Empty: from now on."
              error={messageFor('startsAt')}
              value={field.value ?? ''}
              onChange={(iso) => field.onChange(iso || null)}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="endsAt"
          render={({ field }) => (
            <DateTimeInput
              label="Show until"
              hint="India time (IST). Empty: until it is deleted."
              error={messageFor('endsAt')}
              value={field.value ?? ''}
              onChange={(iso) => field.onChange(iso || null)}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormSection>
    </FormPage>
  );
}
