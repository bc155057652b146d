import {
  publicationState,
  type RedLineCreateBody,
  redLineCreateBody,
  type StaffRedLine,
  toUrlName,
} from '@tarang/contracts';
import { staffRedLines } from '@tarang/contracts/staff-endpoints';
import { Controller } from 'react-hook-form';
import { stationName, useStaff } from '../context';
import { FormPage, FormSection } from '../ui/FormPage';
import { DateTimeInput, Select, TextArea, TextInput } from '../ui/fields';
import { istDateTime } from '../ui/format';
import { DeleteItem, ImageField, ItemLoader, PublicationMeta, StationOrNetworkField } from '../ui/ItemPage';
import { RichTextControl } from '../ui/RichText';
import { NetworkWideNote } from '../ui/StationOrNetwork';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';

const ORDER = [
  'title',
  'stationId',
  'summary',
  'body',
  'author',
  'imageFileId',
  'status',
  'publishedAt',
] as const;

const STATUSES = [
  { value: 'draft', label: 'Draft: only staff see it' },
  { value: 'published', label: 'Published: listeners see it from the publish time' },
] as const;

/**
 * The form's values of an article. A draft's publish time is when it was written: the field stays empty (publish
 * now) unless a later time was set for it.
 */
function valuesOf(article: StaffRedLine | undefined, stationId: number): RedLineCreateBody {
  const keepTime =
    article && (article.status === 'published' || Date.parse(article.publishedAt) > Date.now());
  return {
    stationId: article ? article.stationId : stationId,
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
    author: article?.author ?? '',
    imageFileId: article?.imageFileId ?? null,
    status: article?.status ?? 'draft',
    publishedAt: keepTime ? article.publishedAt : undefined,
  };
}

/** /staff/redlines/new and /staff/redlines/{id}: one article, loaded, then its form. */
export function RedLineForm() {
  return (
    <ItemLoader endpoint={staffRedLines.item} what="This article">
      {(article, onReload) => <RedLineFields article={article} onReload={onReload} />}
    </ItemLoader>
  );
}

function RedLineFields({ article, onReload }: { article?: StaffRedLine; onReload: () => void }) {
  const me = useStaff();
  const firstStation = me.stations[0]?.id ?? 1;
  const form = useConsoleForm(redLineCreateBody, ORDER, valuesOf(article, firstStation));
  const { register, control, messageFor, watch } = form;
  const page = useItemForm({
    routes: staffRedLines,
    listPath: '/staff/redlines',
    noun: 'article',
    onReload,
  });
  useResetOnVersion(form.reset, article, () => valuesOf(article, firstStation));

  const onSubmit = form.submit(async (values) => {
    const body = article ? form.changed(values) : values;
    await page.save(article, body, form.serverMessage);
  });

  const status = watch('status');
  const publishedAt = watch('publishedAt');
  const willBe = publicationState(status ?? 'draft', publishedAt || new Date().toISOString());
  const publishHint =
    willBe === 'draft'
      ? 'A draft stays off the site until you publish it.'
      : willBe === 'scheduled' && publishedAt
        ? `Scheduled: listeners see it from ${istDateTime(publishedAt)} (India time).`
        : publishedAt
          ? 'India time (IST). A time in the future schedules it.'
          : 'Empty: published when you save. A time in the future schedules it.';

  // A network-wide article is shown on every station; its preview opens on the first of mine.
  const previewStation = article?.stationId ?? firstStation;
  const previewHref =
    article?.state === 'published'
      ? `/${toUrlName(stationName(me, previewStation), previewStation)}/redlines/${article.urlName}`
      : undefined;

  // A network-wide article is an admin's: an editor reads it, with nothing offered that the server refuses.
  const readOnly = article !== undefined && article.stationId === null && me.role !== 'admin';

  return (
    <FormPage
      title={article ? article.title : 'New article'}
      back={{ to: '/staff/redlines', label: 'Red Lines' }}
      previewHref={previewHref}
      onSubmit={onSubmit}
      {...page.frame}
      readOnly={readOnly}
      meta={
        article && (
          <>
            <PublicationMeta item={article} />
            <NetworkWideNote stationId={article.stationId} what="article" />
          </>
        )
      }
      deleteControl={
        article && <DeleteItem noun="article" title={article.title} onConfirm={() => page.remove(article)} />
      }
    >
      <FormSection title="The article">
        <TextInput label="Title" maxLength={160} error={messageFor('title')} {...register('title')} />
        <StationOrNetworkField control={control} name="stationId" error={messageFor('stationId')} />
        <TextArea
          label="Summary"
          maxLength={400}
          hint="One or two lines under the headline in the list of news."
          error={messageFor('summary')}
          {...register('summary')}
        />
        <TextInput
          label="Author"
          maxLength={120}
          autoComplete="name"
          error={messageFor('author')}
          {...register('author')}
        />
        <RichTextControl
          control={control}
          name="body"
          label="Article"
          error={messageFor('body')}
          readOnly={readOnly}
        />
      </FormSection>
      <FormSection title="Picture">
        <ImageField
          control={control}
          name="imageFileId"
          label="Picture"
          image={article?.image}
          error={messageFor('imageFileId')}
          hint="Optional. A wide image (16:9) of at least 1280 px looks best."
        />
      </FormSection>
      <FormSection title="Publishing">
        <Select label="Status" choices={STATUSES} error={messageFor('status')} {...register('status')} />
        <Controller
          control={control}
          name="publishedAt"
          render={({ field }) => (
            <DateTimeInput
              label="Publish time"
              hint={publishHint}
              error={messageFor('publishedAt')}
              value={field.value ?? ''}
              onChange={(iso) => field.onChange(iso || undefined)}
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
