import { PROFILE_TEXT, profileCreateBody, type StaffProfile, toUrlName } from '@tarang/contracts';
import { staffRjs } from '@tarang/contracts/staff-endpoints';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { stationName, useStaff } from '../context';
import ui from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { Checkbox, TextArea, TextInput } from '../ui/fields';
import { ImageField, ItemLoader, StationSelect } from '../ui/ItemPage';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { DeleteRj } from './DeleteRj';
import { GalleryEditor } from './GalleryEditor';
import { RjFacts } from './RjFacts';
import { filesOf, type KnownFiles, ORDER, valuesOf } from './rjValues';
import { VideosEditor } from './VideosEditor';

/** /staff/rjs/new and /staff/rjs/{id}: one RJ, loaded, then its form. */
export function RjForm() {
  return (
    <ItemLoader endpoint={staffRjs.item} what="This RJ">
      {(rj, onReload) => <RjFields rj={rj} onReload={onReload} />}
    </ItemLoader>
  );
}

function RjFields({ rj, onReload }: { rj?: StaffProfile; onReload: () => void }) {
  const me = useStaff();
  const firstStation = me.stations[0]?.id ?? 1;
  const form = useConsoleForm(profileCreateBody, ORDER, valuesOf(rj, firstStation));
  const { register, control, messageFor } = form;
  const page = useItemForm({
    routes: staffRjs,
    listPath: '/staff/rjs',
    noun: 'RJ',
    onReload,
  });
  useResetOnVersion(form.reset, rj, () => valuesOf(rj, firstStation));
  // The files the form shows: the RJ's own, and those uploaded since it opened.
  const [known, setKnown] = useState<KnownFiles>(() => filesOf(rj));
  const onKnown = (file: { id: number; url: string; mimeType: string }) =>
    setKnown((files) => ({ ...files, [file.id]: { url: file.url, mimeType: file.mimeType } }));

  const onSubmit = form.submit(async (values) => {
    const body = rj ? form.changed(values) : values;
    await page.save(rj, body, form.serverMessage);
  });

  const stationUrl = rj ? toUrlName(stationName(me, rj.stationId), rj.stationId) : undefined;
  return (
    <FormPage
      title={rj ? rj.name : 'New RJ'}
      back={{ to: '/staff/rjs', label: 'RJs' }}
      previewHref={rj?.isActive && stationUrl ? `/${stationUrl}/rjs/${rj.urlName}` : undefined}
      onSubmit={onSubmit}
      {...page.frame}
      meta={rj && <RjFacts rj={rj} />}
      deleteControl={rj && <DeleteRj rj={rj} onDelete={() => page.remove(rj).catch(withAdvice)} />}
    >
      <FormSection title="The RJ">
        <TextInput
          label="Name"
          maxLength={PROFILE_TEXT.name}
          error={messageFor('name')}
          {...register('name')}
        />
        <TextInput
          label="Profile id"
          maxLength={32}
          autoCapitalize="characters"
          spellCheck={false}
          hint="Letters and digits, unique across the network, e.g. RJ1042. It ends the RJ page’s address."
          error={messageFor('profileId')}
          {...register('profileId')}
        />
        <StationSelect error={messageFor('stationId')} {...register('stationId', { valueAsNumber: true })} />
        <TextInput
          label="Designation"
          maxLength={PROFILE_TEXT.designation}
          hint="Shown with the name, e.g. RJ or Host."
          error={messageFor('designation')}
          {...register('designation')}
        />
        <TextInput
          label="Show time"
          maxLength={PROFILE_TEXT.showTime}
          placeholder="Mon–Fri, 7–11 am"
          hint="When listeners hear this RJ, in your own words."
          error={messageFor('showTime')}
          {...register('showTime')}
        />
        <Checkbox
          label="Active: show this RJ on the site"
          hint="Untick to hide the RJ from the site (lists, their page, new requests) without deleting anything."
          error={messageFor('isActive')}
          {...register('isActive')}
        />
        <div className={ui.wide}>
          <TextArea
            label="Bio"
            rows={7}
            maxLength={PROFILE_TEXT.bio}
            hint="Plain text: the RJ page shows it exactly as typed (no formatting)."
            error={messageFor('bio')}
            {...register('bio')}
          />
        </div>
      </FormSection>
      <FormSection title="Portrait">
        <ImageField
          control={control}
          name="profileImageFileId"
          label="Portrait"
          image={rj?.profileImage}
          error={messageFor('profileImageFileId')}
          hint="An upright photo (3:4) of at least 600 × 800 px looks best."
        />
      </FormSection>
      <FormSection title="Gallery">
        <GalleryEditor form={form} known={known} onKnown={onKnown} />
      </FormSection>
      <FormSection title="Videos">
        <VideosEditor form={form} known={known} onKnown={onKnown} />
      </FormSection>
    </FormPage>
  );
}

/** A refused delete because the RJ hosts shows: say how to hide them from the site in the meantime. */
function withAdvice(error: unknown): never {
  if (error instanceof ApiRequestError && error.status === 409 && !/untick Active/i.test(error.message)) {
    throw new Error(`${error.message}. To hide the RJ from the site now, untick Active and save.`);
  }
  throw error;
}
