import {
  INBOX_NOTE_MAX,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  REQUEST_TYPE_LABELS,
  requestUpdateBody,
  type StaffRequest,
} from '@tarang/contracts';
import { staffRequests } from '@tarang/contracts/staff-endpoints';
import { useParams } from 'react-router';
import { TextSkeleton } from '../../../shared/ui/states';
import { byId, useStaffItem } from '../api';
import { FormPage, FormSection } from '../ui/FormPage';
import { Select, TextArea } from '../ui/fields';
import { istDateTime } from '../ui/format';
import { LoadProblem } from '../ui/LoadProblem';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { type Detail, Details } from './Details';
import inbox from './inbox.module.css';
import { telHref } from './phone';

const reviewBody = requestUpdateBody.omit({ version: true });
const STATUS_CHOICES = REQUEST_STATUSES.map((status) => ({
  value: status,
  label: REQUEST_STATUS_LABELS[status],
}));

const valuesOf = (request: StaffRequest) => ({ status: request.status, note: request.note });

/** /staff/requests/{id}: what the listener sent, and the staff's status and internal note. */
export function RequestPage() {
  const id = Number(useParams().id);
  const item = useStaffItem(staffRequests.item, byId(id));
  if (item.isPending) return <TextSkeleton lines={10} />;
  if (item.isError)
    return <LoadProblem error={item.error} what="This request" onRetry={() => void item.refetch()} />;
  return <RequestReview request={item.data} onReload={() => void item.refetch()} />;
}

function detailsOf(request: StaffRequest): Detail[] {
  const rj = request.rjDetail;
  return [
    { label: 'Request', value: REQUEST_TYPE_LABELS[request.requestType] },
    {
      label: 'Phone',
      value: <a href={telHref(request.contactNumber)}>{request.contactNumber}</a>,
    },
    { label: 'Station', value: request.stationDetail.stationName },
    ...(rj ? [{ label: 'RJ', value: rj.profileName }] : []),
    { label: 'Received', value: istDateTime(request.createdAt) },
    ...(request.handledAt
      ? [
          {
            label: 'Answered',
            value: `${istDateTime(request.handledAt)}, by ${request.handledByName ?? 'a former member of staff'}`,
          },
        ]
      : []),
    { label: 'Reason', value: request.reason, text: true },
  ];
}

function RequestReview({ request, onReload }: { request: StaffRequest; onReload: () => void }) {
  const form = useConsoleForm(reviewBody, ['status', 'note'], valuesOf(request));
  const { register, messageFor } = form;
  const page = useItemForm({
    routes: staffRequests,
    listPath: '/staff/requests',
    noun: 'request',
  });
  useResetOnVersion(form.reset, request, () => valuesOf(request));

  const onSubmit = form.submit(async (values) => {
    const body = form.changed(values);
    if (Object.keys(body).length === 0) {
      page.setNotice({ tone: 'success', text: 'Nothing changed.' });
      return;
    }
    await page.save(request, body, form.serverMessage);
  });

  return (
    <FormPage
      title={request.name}
      back={{ to: '/staff/requests', label: 'Requests' }}
      onSubmit={onSubmit}
      saving={page.saving}
      notice={page.notice}
      meta={<Details title="What they sent" items={detailsOf(request)} />}
      conflict={
        page.conflict
          ? {
              message:
                'Someone else saved this request in the meantime. Reload to see their changes, then make yours again.',
              onReload: () => {
                page.clearConflict();
                onReload();
              },
            }
          : null
      }
    >
      <FormSection title="Follow-up">
        <Select
          label="Status"
          choices={STATUS_CHOICES}
          hint="Contacted: you have called or written back. Closed: nothing more to do."
          error={messageFor('status')}
          {...register('status')}
        />
        <div className={inbox.wide}>
          <TextArea
            label="Internal note"
            maxLength={INBOX_NOTE_MAX}
            rows={5}
            hint={`Only staff see this note (at most ${INBOX_NOTE_MAX} characters).`}
            error={messageFor('note')}
            {...register('note')}
          />
        </div>
      </FormSection>
    </FormPage>
  );
}
