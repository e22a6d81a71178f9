import type { ProjectDetail } from '@store/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { failureMessage } from '../../../lib/failure-message';
import { useProjectAction } from '../api/project-mutations';

/** The customer's review and after-delivery buttons, as the state machine allows them now. */
export function CustomerActions({ project }: { project: ProjectDetail }) {
  const act = useProjectAction(project.id);
  const [comment, setComment] = useState('');
  const can = (action: string) => project.allowedActions.includes(action as never);
  const reviewing = can('approve') || can('request_changes');
  if (!reviewing && !can('report_dissatisfaction') && !can('resume')) return null;
  return (
    <section aria-labelledby="actions-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="actions-heading" className="text-lg font-semibold">
        {reviewing ? 'Your review' : 'After delivery'}
      </h2>
      {act.isError ? <FormAlert tone="error">{failureMessage(act.error, 'That did not work.')}</FormAlert> : null}
      <label className="mt-3 block text-sm font-medium text-slate-800">
        {reviewing ? 'What would you like changed?' : 'What is wrong?'}
        <textarea
          value={comment}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
          className="mt-1 block w-full rounded-xl p-3 ring-1 ring-slate-300"
        />
      </label>
      <div className="mt-3 flex flex-wrap gap-3">
        {can('approve') ? (
          <button
            type="button"
            className="rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white"
            onClick={() => act.mutate({ action: 'approve' })}
          >
            Approve and deliver
          </button>
        ) : null}
        {reviewing ? (
          <button
            type="button"
            className="rounded-xl px-4 py-3 font-semibold ring-1 ring-slate-300"
            onClick={() => act.mutate({ action: 'request_changes', comment }, { onSuccess: () => setComment('') })}
          >
            Request changes
          </button>
        ) : null}
        {can('report_dissatisfaction') ? (
          <button
            type="button"
            className="rounded-xl px-4 py-3 font-semibold ring-1 ring-red-300 text-red-800"
            onClick={() => act.mutate({ action: 'report_dissatisfaction', comment })}
          >
            Report dissatisfaction
          </button>
        ) : null}
      </div>
    </section>
  );
}
