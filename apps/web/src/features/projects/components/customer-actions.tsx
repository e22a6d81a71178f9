import type { ProjectDetail } from '@store/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { useProjectAction } from '../api/project-mutations';
import { ApproveSection } from './approve-section';

const box = 'mt-1 block w-full rounded-xl p-3 ring-1 ring-slate-300';

/**
 * The customer's review, as the state machine allows it now: asking for changes and approving are
 * two separate sections, so words typed for a change are never lost to an approval.
 */
export function CustomerActions({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const act = useProjectAction(project.id);
  const [comment, setComment] = useState('');
  const can = (action: string) => project.allowedActions.includes(action as never);
  const requestChanges = () => act.mutate({ action: 'request_changes', comment }, { onSuccess: () => setComment('') });
  const error = act.isError ? (
    <FormAlert tone="error">{failureMessage(act.error, t('project.actionFailed'))}</FormAlert>
  ) : null;

  if (can('approve') || can('request_changes')) {
    return (
      <section aria-labelledby="actions-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="actions-heading" className="text-lg font-semibold">
          {t('project.review')}
        </h2>
        {error}
        <form
          aria-labelledby="changes-heading"
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            requestChanges();
          }}
        >
          <h3 id="changes-heading" className="font-semibold">
            {t('project.askChanges')}
          </h3>
          <p className="text-sm text-slate-600">
            {t('project.revisionsUsedSentence', { used: project.revisionsUsed, max: project.maxRevisions })}
          </p>
          <label className="mt-2 block text-sm font-medium text-slate-800">
            {t('project.whatChange')}
            <textarea
              value={comment}
              rows={4}
              maxLength={2000}
              onChange={(event) => setComment(event.target.value)}
              className={box}
            />
          </label>
          <button type="submit" className="mt-3 rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white">
            {t('project.requestChanges')}
          </button>
        </form>
        {can('approve') ? (
          <ApproveSection
            pendingChanges={comment.trim() !== ''}
            onApprove={() => act.mutate({ action: 'approve' }, { onSuccess: () => setComment('') })}
            onSendChanges={requestChanges}
          />
        ) : null}
      </section>
    );
  }
  if (!can('report_dissatisfaction')) return null;
  return (
    <section aria-labelledby="actions-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="actions-heading" className="text-lg font-semibold">
        {t('project.afterDelivery')}
      </h2>
      {error}
      <label className="mt-3 block text-sm font-medium text-slate-800">
        {t('project.whatWrong')}
        <textarea
          value={comment}
          rows={4}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
          className={box}
        />
      </label>
      <button
        type="button"
        className="mt-3 rounded-xl px-4 py-3 font-semibold text-red-800 ring-1 ring-red-300"
        onClick={() => act.mutate({ action: 'report_dissatisfaction', comment })}
      >
        {t('project.reportDissatisfaction')}
      </button>
    </section>
  );
}
