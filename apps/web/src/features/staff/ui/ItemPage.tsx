import type { Endpoint } from '@tarang/contracts/endpoints';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { byId, type ItemOf, useStaffItem } from '../api';
import { useStaff } from '../context';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './console.module.css';
import { Select } from './fields';
import { istDateTime } from './format';
import { LoadProblem } from './LoadProblem';
import { StationOrNetworkSelect } from './StationOrNetwork';
import { StatusBadge } from './StatusBadge';
import { UploadField } from './UploadField';

/**
 * What the console's item pages (banners, Red Lines, events, contests, polls, shows, RJs, stations…) share, so
 * each keeps only its own fields and words: the item loaded from its page's address, the delete control, the
 * image, the station.
 */

/** /staff/{things}/new and /staff/{things}/{id}: the item (none for a new one), loaded, then `children`. */
export function ItemLoader<E extends Endpoint>({
  endpoint,
  what,
  skeletonLines = 10,
  children,
}: {
  endpoint: E;
  /** "This event": for "This event could not be loaded". */
  what: string;
  /** How tall the placeholder is while the item loads: about as tall as its form. */
  skeletonLines?: number;
  /** The item, how to read it again, and when it was read (a poll's live results count from then). */
  children: (item: ItemOf<E> | undefined, onReload: () => void, loadedAt: number) => ReactNode;
}) {
  const { id } = useParams();
  const itemId = id ? Number(id) : undefined;
  const item = useStaffItem(endpoint, byId(itemId) as Parameters<typeof useStaffItem<E>>[1]);
  if (itemId !== undefined && item.isPending) return <TextSkeleton lines={skeletonLines} />;
  if (item.isError) return <LoadProblem error={item.error} what={what} onRetry={() => void item.refetch()} />;
  return children(item.data, () => void item.refetch(), item.dataUpdatedAt);
}

/** "Delete event", asked again in a dialog that names the item. */
export function DeleteItem({
  noun,
  title,
  onConfirm,
  children = <p>Listeners will no longer see it. This cannot be undone.</p>,
}: {
  noun: string;
  title: string;
  onConfirm: () => Promise<void>;
  children?: ReactNode;
}) {
  return (
    <ConfirmDialog
      trigger={`Delete ${noun}`}
      title={`Delete “${title}”?`}
      confirm={`Delete ${noun}`}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}

/** An item's image: uploaded here, its file id in the form; `required` offers no Remove. */
export function ImageField<T extends FieldValues>({
  control,
  name,
  image,
  required = false,
  ...frame
}: {
  control: Control<T>;
  name: Path<T>;
  /** The image the item has when the form opens. */
  image: string | null | undefined;
  required?: boolean;
  label: string;
  hint: string;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <UploadField
          {...frame}
          kind="image"
          file={image ? { url: image } : null}
          onUploaded={(file) => field.onChange(file.id)}
          onRemove={required ? undefined : () => field.onChange(null)}
        />
      )}
    />
  );
}

/** The Station field of an item that may be network-wide (an admin's choice): one of my stations, or none. */
export function StationOrNetworkField<T extends FieldValues>({
  control,
  name,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <StationOrNetworkSelect
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}

/** The Station field of an item that belongs to one station: one of mine. */
export function StationSelect(props: Omit<Parameters<typeof Select>[0], 'label' | 'choices'>) {
  const me = useStaff();
  return (
    <Select
      label="Station"
      choices={me.stations.map((station) => ({ value: station.id, label: station.name }))}
      {...props}
    />
  );
}

/** Where a published, scheduled or draft item stands with listeners, under its title. */
export function PublicationMeta({ item }: { item: { status: string; publishedAt: string; state: string } }) {
  return (
    <p className={styles.hint}>
      <StatusBadge status={item.status} publishedAt={item.publishedAt} />{' '}
      {item.state === 'published'
        ? `On the site since ${istDateTime(item.publishedAt)}`
        : item.state === 'scheduled'
          ? `On the site from ${istDateTime(item.publishedAt)}`
          : 'Not on the site: publish it to preview it there.'}
    </p>
  );
}
