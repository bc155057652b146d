import { STAFF_ROLES, type TeamMember, type TeamUpdateBody, teamUpdateBody } from '@tarang/contracts';
import { staffTeam } from '@tarang/contracts/staff-endpoints';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { useStaffItem, useStaffWrite } from '../api';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import { FormPage, FormSection } from '../ui/FormPage';
import { Checkbox, Select } from '../ui/fields';
import { LoadProblem } from '../ui/LoadProblem';
import { useConsoleForm } from '../ui/useConsoleForm';
import { ROLE_LABELS } from './roles';

/** /staff/team/{id}: one account's role, and an editor's stations. */
export function MemberForm() {
  const id = Number(useParams().id);
  const item = useStaffItem(staffTeam.item, { id });
  if (item.isPending) return <TextSkeleton lines={6} />;
  if (item.isError)
    return <LoadProblem error={item.error} what="This account" onRetry={() => void item.refetch()} />;
  return <MemberFields key={item.data.id} member={item.data} />;
}

function MemberFields({ member }: { member: TeamMember }) {
  const me = useStaff();
  const write = useStaffWrite<typeof staffTeam.update>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useConsoleForm(teamUpdateBody, ['role', 'stationIds'], {
    role: member.role,
    stationIds: member.stationIds,
  });
  const { register, control, messageFor, watch } = form;
  const isMe = member.id === me.id;

  const onSubmit = form.submit(async (body: TeamUpdateBody) => {
    setNotice(null);
    try {
      const saved = await write.mutateAsync({
        endpoint: staffTeam.update,
        params: { id: member.id },
        body,
      });
      // The saved role becomes the form's starting point; the page stays mounted so the notice stays on screen.
      form.reset({ role: saved.data.role, stationIds: saved.data.stationIds });
      setNotice({ tone: 'success', text: `Saved. ${member.name} signs in again with the new role.` });
    } catch (error) {
      setNotice({ tone: 'error', text: form.serverMessage(error) });
    }
  });

  return (
    <FormPage
      title={member.name}
      back={{ to: '/staff/team', label: 'Team' }}
      onSubmit={onSubmit}
      saving={write.isPending}
      notice={notice}
      meta={<p className={styles.hint}>{member.email}</p>}
    >
      <FormSection title="Role">
        <Select
          label="Role"
          choices={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          disabled={isMe}
          hint={
            isMe
              ? 'You cannot change your own role.'
              : 'A change ends their sessions at once: they sign in again with the new role.'
          }
          error={messageFor('role')}
          {...register('role')}
        />
      </FormSection>
      {watch('role') === 'editor' && (
        <FormSection title="Stations this editor manages">
          <Controller
            control={control}
            name="stationIds"
            render={({ field }) => (
              <fieldset className={styles.plainFieldset}>
                <legend className={styles.visuallyHidden}>Stations</legend>
                {me.stations.map((station) => (
                  <Checkbox
                    key={station.id}
                    label={station.name}
                    checked={(field.value ?? []).includes(station.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...(field.value ?? []), station.id]
                          : (field.value ?? []).filter((id) => id !== station.id),
                      )
                    }
                  />
                ))}
                <p className={styles.message} aria-live="polite">
                  {messageFor('stationIds')}
                </p>
              </fieldset>
            )}
          />
        </FormSection>
      )}
    </FormPage>
  );
}
