import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  REQUEST_TYPE_LABELS,
  requestUpdateBody,
  type StaffRequest,
} from '@tarang/contracts';
import { staffRequests } from '@tarang/contracts/staff-endpoints';
import { FormPage } from '../ui/FormPage';
import { istDateTime } from '../ui/format';
import { ItemLoader } from '../ui/ItemPage';
import { useConsoleForm } from '../ui/useConsoleForm';
import { useItemForm, useResetOnVersion } from '../ui/useItemForm';
import { type Detail, Details } from './Details';
import { telHref } from './phone';
import { ReviewFields, saveReview } from './ReviewFields';

const reviewBody = requestUpdateBody.omit({ version: true });
const STATUS_CHOICES = REQUEST_STATUSES.map((status) => ({
  value: status,
  label: REQUEST_STATUS_LABELS[status],
}));

const valuesOf = (request: StaffRequest) => ({ status: request.status, note: request.note });

/** /staff/requests/{id}: what the listener sent, and the staff's status and internal note. */
export function RequestPage() {
  return (
    <ItemLoader endpoint={staffRequests.item} what="This request">
      {(request, onReload) => request && <RequestReview request={request} onReload={onReload} />}
    </ItemLoader>
  );
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
    onReload,
  });
  useResetOnVersion(form.reset, request, () => valuesOf(request));

  const onSubmit = form.submit((values) =>
    saveReview(request, form.changed(values), page, form.serverMessage),
  );

  return (
    <FormPage
      title={request.name}
      back={{ to: '/staff/requests', label: 'Requests' }}
      onSubmit={onSubmit}
      {...page.frame}
      meta={<Details title="What they sent" items={detailsOf(request)} />}
    >
      <ReviewFields
        title="Follow-up"
        choices={STATUS_CHOICES}
        statusHint="Contacted: you have called or written back. Closed: nothing more to do."
        status={register('status')}
        statusError={messageFor('status')}
        note={register('note')}
        noteError={messageFor('note')}
      />
    </FormPage>
  );
}
