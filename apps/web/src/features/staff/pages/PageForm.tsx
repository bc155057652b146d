import { type StationPage, stationPageSaveBody, toUrlName } from '@tarang/contracts';
import { staffPages } from '@tarang/contracts/staff-endpoints';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { isConflict, useStaffWrite } from '../api';
import { useStaff } from '../context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { TextInput } from '../ui/fields';
import { istDateTime } from '../ui/format';
import { LoadProblem } from '../ui/LoadProblem';
import { RichTextControl } from '../ui/RichText';
import { NetworkWideNote } from '../ui/StationOrNetwork';
import { useConsoleForm } from '../ui/useConsoleForm';
import {
  isStationPage,
  NETWORK,
  PAGE_LABELS,
  type PageSource,
  sourcesOf,
  useStationPages,
  whoseName,
} from './stationPages';

const ORDER = ['title', 'body'] as const;
type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /staff/pages/{stationId}/{page}: a station's page (its own, or the network's it shows), or the network's. */
export function PageForm() {
  const me = useStaff();
  const params = useParams();
  const stationId = Number(params.stationId);
  const mine = stationId === NETWORK || me.stations.some((station) => station.id === stationId);
  if (!mine || !isStationPage(params.page)) {
    return (
      <section className={styles.section} aria-labelledby="form-title">
        <h1 id="form-title" className={styles.pageTitle}>
          Page not found
        </h1>
        <p>
          There is no such page of a station you work with. <Link to="/staff/pages">Back to Pages</Link>
        </p>
      </section>
    );
  }
  return <PageLoader stationId={stationId} page={params.page} />;
}

/** One page: the station's own and the network's, loaded, then the form. */
function PageLoader({ stationId, page }: { stationId: number; page: StationPage }) {
  const query = useStationPages(stationId, page);
  if (query.isPending) return <TextSkeleton lines={10} />;
  if (query.isError)
    return <LoadProblem error={query.error} what="This page" onRetry={() => void query.refetch()} />;
  const [source] = sourcesOf(query.data.data, stationId, [page]);
  return (
    <PageFields stationId={stationId} source={source as PageSource} onReload={() => void query.refetch()} />
  );
}

function PageFields({
  stationId,
  source,
  onReload,
}: {
  stationId: number;
  source: PageSource;
  onReload: () => void;
}) {
  const me = useStaff();
  const write = useStaffWrite<typeof staffPages.save | typeof staffPages.remove>();
  const [notice, setNotice] = useState<Notice>(null);
  const [conflict, setConflict] = useState(false);
  const { page, own, network } = source;
  const station = stationId === NETWORK ? undefined : stationId;
  // What the form edits: the station's own page; without one, it starts from the network's text.
  const saved = station === undefined ? network : own;
  const start = saved ?? network;
  const valuesOf = () => ({ title: start?.title ?? PAGE_LABELS[page], body: start?.body ?? '' });
  const form = useConsoleForm(stationPageSaveBody.omit({ version: true }), ORDER, valuesOf());
  const { register, control, messageFor } = form;
  const name = whoseName(me, stationId);
  const label = PAGE_LABELS[page];
  const where = { id: stationId, page };

  // The page saved here (created, changed, or gone back to the network's) is what the form shows next.
  const shownKey = `${saved?.id ?? 'none'}-${saved?.version ?? 0}`;
  const seen = useRef(shownKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only another saved page resets; valuesOf reads it
  useEffect(() => {
    if (seen.current === shownKey) return;
    seen.current = shownKey;
    form.reset(valuesOf());
  }, [shownKey]);

  const onSubmit = form.submit(async (values) => {
    setNotice(null);
    setConflict(false);
    try {
      await write.mutateAsync({
        endpoint: staffPages.save,
        params: where,
        body: { ...values, ...(saved && { version: saved.version }) },
      });
      setNotice({
        tone: 'success',
        text: saved ? 'Page saved.' : station ? `${name} now has its own ${label} page.` : 'Page created.',
      });
    } catch (error) {
      if (isConflict(error)) setConflict(true);
      else setNotice({ tone: 'error', text: form.serverMessage(error) });
    }
  });

  const remove = async () => {
    await write.mutateAsync({ endpoint: staffPages.remove, params: where });
    setNotice({
      tone: 'success',
      text: station ? `${name} now shows the network's ${label} page.` : 'Network page deleted.',
    });
  };

  const stationUrl = station === undefined ? undefined : toUrlName(name, station);
  return (
    <FormPage
      title={`${label} · ${name}`}
      back={{
        to: station === undefined ? '/staff/pages?networkWide=true' : `/staff/pages?stationId=${station}`,
        label: 'Pages',
      }}
      previewHref={stationUrl ? `/${stationUrl}/${page}` : undefined}
      onSubmit={onSubmit}
      saving={write.isPending}
      notice={notice}
      meta={
        <>
          <p className={styles.hint}>
            {station === undefined
              ? network
                ? `The default of every station without a ${label} page of its own. Last updated ${istDateTime(network.updatedAt)}.`
                : `There is no network ${label} page yet: save to create it.`
              : own
                ? `${name} has its own ${label} page. Last updated ${istDateTime(own.updatedAt)}.`
                : `${name} shows the network's ${label} page. Saving gives ${name} its own page, starting from the network's text below.`}
          </p>
          {station === undefined && <NetworkWideNote stationId={null} what="page" />}
        </>
      }
      conflict={
        conflict
          ? {
              message:
                'Someone else saved this page in the meantime. Reload to see their changes, then make yours again.',
              onReload: () => {
                setConflict(false);
                onReload();
              },
            }
          : null
      }
      deleteControl={
        saved &&
        (station !== undefined ? (
          <ConfirmDialog
            trigger="Use the network's page"
            title={`Use the network's ${label} page on ${name}?`}
            confirm="Use the network's page"
            onConfirm={remove}
          >
            <p>
              {name}'s own {label} page is deleted and its listeners see the network's page instead. This
              cannot be undone.
            </p>
          </ConfirmDialog>
        ) : (
          <ConfirmDialog
            trigger="Delete network page"
            title={`Delete the network's ${label} page?`}
            confirm="Delete network page"
            onConfirm={remove}
          >
            <p>Only possible when every station has a {label} page of its own. This cannot be undone.</p>
          </ConfirmDialog>
        ))
      }
    >
      <FormSection title={station === undefined ? 'The network page' : `${name}'s page`}>
        <TextInput label="Title" maxLength={120} error={messageFor('title')} {...register('title')} />
        <RichTextControl control={control} name="body" label="Page text" error={messageFor('body')} />
      </FormSection>
    </FormPage>
  );
}
