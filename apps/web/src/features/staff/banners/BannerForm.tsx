import {
  BANNER_SORT_MAX,
  type BannerCreateBody,
  bannerCreateBody,
  type StaffBanner,
  toUrlName,
} from '@tarang/contracts';
import { staffBanners } from '@tarang/contracts/staff-endpoints';
import { Controller } from 'react-hook-form';
import { useLocation, useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { byId, useStaffItem } from '../api';
import { stationName, useStaff } from '../context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { DateTimeInput, Select, TextInput } from '../ui/fields';
import { LoadProblem } from '../ui/LoadProblem';
import { NetworkWideNote, StationOrNetworkSelect } from '../ui/StationOrNetwork';
import { Badge } from '../ui/StatusBadge';
import { UploadField } from '../ui/UploadField';
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
  const { id } = useParams();
  const bannerId = id ? Number(id) : undefined;
  const item = useStaffItem(staffBanners.item, byId(bannerId));
  if (bannerId !== undefined && item.isPending) return <TextSkeleton lines={10} />;
  if (item.isError)
    return <LoadProblem error={item.error} what="This banner" onRetry={() => void item.refetch()} />;
  return <BannerFields banner={item.data} onReload={() => void item.refetch()} />;
}

function BannerFields({ banner, onReload }: { banner?: StaffBanner; onReload: () => void }) {
  const me = useStaff();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const firstStation = me.stations[0]?.id ?? 1;
  const form = useConsoleForm(bannerCreateBody, ORDER, valuesOf(banner, firstStation));
  const { register, control, messageFor } = form;
  const page = useItemForm({
    routes: staffBanners,
    listPath: '/staff/banners',
    noun: 'banner',
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
      saving={page.saving}
      readOnly={readOnly}
      notice={page.notice ?? (created ? { tone: 'success', text: 'Banner created.' } : null)}
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
      conflict={
        page.conflict
          ? {
              message:
                'Someone else saved this banner in the meantime. Reload to see their changes, then make yours again.',
              onReload: () => {
                page.clearConflict();
                onReload();
              },
            }
          : null
      }
      deleteControl={
        banner && (
          <ConfirmDialog
            trigger="Delete banner"
            title={`Delete “${banner.title}”?`}
            confirm="Delete banner"
            onConfirm={() => page.remove(banner)}
          >
            <p>Listeners will no longer see it. This cannot be undone.</p>
          </ConfirmDialog>
        )
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
        <Controller
          control={control}
          name="stationId"
          render={({ field }) => (
            <StationOrNetworkSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={messageFor('stationId')}
            />
          )}
        />
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
        <Controller
          control={control}
          name="imageFileId"
          render={({ field }) => (
            <UploadField
              label="Banner image"
              kind="image"
              file={banner?.image ? { url: banner.image } : null}
              onUploaded={(file) => field.onChange(file.id)}
              error={imageMessage}
              hint="Required. A wide image, 8:3 (e.g. 1600 × 600 px); the title is written over it."
            />
          )}
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
