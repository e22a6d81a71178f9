import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/failure-message';
import { useErasurePreview, useRequestErasure } from '../api/erasure';
import { indiaDateTime } from './india-time';
import { OpenWorkNotice } from './open-work-notice';

/** "Erase my account": the password again, then a link mailed to the account's address confirms it. */
export function EraseAccountPanel() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const preview = useErasurePreview(open);
  const request = useRequestErasure();
  const work = preview.data?.openWork;
  const hasWork = Boolean(work && (work.projects.length > 0 || work.plans.length > 0));
  const passwordError = request.error instanceof ApiError ? request.error.fields.password : undefined;

  if (request.data)
    return (
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-800">Erase my account</h3>
        <FormAlert tone="success">{`We have mailed a link to ${request.data.email}. Open it by ${indiaDateTime(request.data.linkExpiresAt)} to erase your account; nothing is erased until then.`}</FormAlert>
      </div>
    );

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-800">Erase my account</h3>
      <p className="text-sm text-slate-600">
        Erasing removes your name, email, password, briefs, messages and enquiries, and you can no longer log in. Tax
        invoices and credit notes, with the billing details printed on them, are kept for the period the GST law sets
        (72 months from the due date of that year's annual return).
      </p>
      {open ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate({ password, closeOpenWork: agreed });
          }}
        >
          {preview.isPending ? <p className="text-sm text-slate-600">Checking your open work…</p> : null}
          {work && hasWork ? <OpenWorkNotice work={work} agreed={agreed} onAgree={setAgreed} /> : null}
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError}
            required
          />
          {request.isError && !passwordError ? (
            <FormAlert tone="error">{failureMessage(request.error, 'That did not work. Please try again.')}</FormAlert>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={request.isPending || preview.isPending || (hasWork && !agreed)}
              className="rounded-xl bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              Email me the confirmation link
            </button>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-xl px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-xl px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
        >
          Erase my account
        </button>
      )}
    </div>
  );
}
