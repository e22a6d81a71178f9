import { type AdminProject, SHOP_PROJECT_STATE_LABELS } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { orderProjectsQueryOptions } from './api/get-order-projects';

const started = (project: AdminProject) =>
  project.state !== 'AWAITING_BRIEF' && !(project.state === 'PAUSED' && project.pausedFrom === 'AWAITING_BRIEF');

/**
 * Before a refund is confirmed: what happens to the work the order paid for. Work not yet delivered is
 * cancelled with the refund; work delivered stays delivered. Started or delivered work is named, since the
 * shop may want to settle it with the customer first.
 */
export function RefundWorkWarning({ orderNumber }: { orderNumber: string }) {
  const projects = useQuery(orderProjectsQueryOptions(orderNumber));
  if (projects.isPending) return <p className="text-sm text-red-900">Checking the order’s projects…</p>;
  if (projects.isError)
    return (
      <p className="text-sm text-red-900">The order’s projects could not be checked: see Projects before refunding.</p>
    );
  const open = projects.data.filter((project) => project.state !== 'DELIVERED' && project.state !== 'CANCELLED');
  const delivered = projects.data.filter((project) => project.state === 'DELIVERED');
  const inWork = open.filter(started);
  if (open.length === 0 && delivered.length === 0) return null;
  return (
    <div className="space-y-1 text-red-900" data-testid="refund-work-warning">
      {open.length > 0 ? (
        <p>
          {open.length === 1 ? 'Its project' : `Its ${open.length} projects`} not yet delivered will be cancelled, and
          the customer told by mail.
        </p>
      ) : null}
      {inWork.length > 0 ? (
        <>
          <p className="font-semibold">Work has started on:</p>
          <ul className="list-disc pl-5">
            {inWork.map((project) => (
              <li key={project.id}>
                {project.designTitle} ({project.reference}): {SHOP_PROJECT_STATE_LABELS[project.state]}, will be
                cancelled
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {delivered.length > 0 ? (
        <>
          <p className="font-semibold">Already delivered (stays delivered; the customer keeps it):</p>
          <ul className="list-disc pl-5">
            {delivered.map((project) => (
              <li key={project.id}>
                {project.designTitle} ({project.reference})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
