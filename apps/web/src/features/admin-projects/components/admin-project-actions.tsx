import type { ProjectActionInput, ProjectDetail } from '@store/shared';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { failureMessage } from '../../../lib/failure-message';
import { serverFieldErrors } from '../../../lib/field-errors';

/** The shop's actions the project's state allows: post a preview, start a revision, deliver, resume. */
export function AdminProjectActions(props: {
  project: ProjectDetail;
  act: { mutate: (input: ProjectActionInput) => void; isError: boolean; error: unknown };
}) {
  const { project, act } = props;
  const [preview, setPreview] = useState(project.previewUrl ?? '');
  const [siteUrl, setSiteUrl] = useState(project.previewUrl ?? '');
  const [handedOver, setHandedOver] = useState('');
  const can = (action: string) => project.allowedActions.includes(action as never);
  const fields = serverFieldErrors(act.error);
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    act.mutate({ action: 'post_preview', previewUrl: preview });
  };
  if (project.allowedActions.length === 0) return null;
  return (
    <section aria-labelledby="shop-actions" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id="shop-actions" className="text-lg font-semibold">
        Shop actions
      </h2>
      {act.isError ? <FormAlert tone="error">{failureMessage(act.error, 'That did not work.')}</FormAlert> : null}
      {can('post_preview') ? (
        <form onSubmit={onPreview} noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <FormField
            label="Preview link"
            value={preview}
            error={fields.previewUrl}
            onChange={(event) => setPreview(event.target.value)}
            className="min-w-64 flex-1"
          />
          <button type="submit" className="rounded-xl bg-brand-700 px-4 py-2.5 font-semibold text-white">
            Post preview
          </button>
        </form>
      ) : null}
      {can('deliver') ? (
        <form
          noValidate
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            act.mutate({ action: 'deliver', siteUrl, handedOver, comment: 'Approved outside the store' });
          }}
        >
          <FormField
            label="Site address"
            value={siteUrl}
            error={fields.siteUrl}
            onChange={(event) => setSiteUrl(event.target.value)}
          />
          <FormField
            label="What was handed over"
            value={handedOver}
            error={fields.handedOver}
            onChange={(event) => setHandedOver(event.target.value)}
          />
          <button type="submit" className="rounded-xl px-4 py-2.5 font-semibold ring-1 ring-slate-300">
            Deliver (customer approved elsewhere)
          </button>
        </form>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {can('start_revision') ? (
          <button
            type="button"
            className="rounded-xl px-4 py-2 ring-1 ring-slate-300"
            onClick={() => act.mutate({ action: 'start_revision' })}
          >
            Start the revision
          </button>
        ) : null}
        {can('resume') ? (
          <button
            type="button"
            className="rounded-xl px-4 py-2 ring-1 ring-slate-300"
            onClick={() => act.mutate({ action: 'resume' })}
          >
            Resume
          </button>
        ) : null}
      </div>
    </section>
  );
}
