import { indiaDateTimeText } from '@store/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { useLanguage, useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/failure-message';
import { useErasurePreview, useRequestErasure } from '../api/erasure';
import { OpenWorkNotice } from './open-work-notice';

/** "Erase my account": the password again, then a link mailed to the account's address confirms it. */
export function EraseAccountPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
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
        <h3 className="text-sm font-semibold text-slate-800">{t('erase.heading')}</h3>
        <FormAlert tone="success">
          {t('erase.mailed', {
            email: request.data.email,
            until: indiaDateTimeText(request.data.linkExpiresAt, language),
          })}
        </FormAlert>
      </div>
    );

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-800">{t('erase.heading')}</h3>
      <p className="text-sm text-slate-600">{t('erase.explain')}</p>
      {open ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate({ password, closeOpenWork: agreed });
          }}
        >
          {preview.isPending ? <p className="text-sm text-slate-600">{t('erase.checkingWork')}</p> : null}
          {work && hasWork ? <OpenWorkNotice work={work} agreed={agreed} onAgree={setAgreed} /> : null}
          <PasswordField
            label={t('erase.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError}
            required
          />
          {request.isError && !passwordError ? (
            <FormAlert tone="error">{failureMessage(request.error, t('erase.failed'))}</FormAlert>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={request.isPending || preview.isPending || (hasWork && !agreed)}
              className="rounded-xl bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t('erase.sendLink')}
            </button>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-xl px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {t('erase.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-xl px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
        >
          {t('erase.heading')}
        </button>
      )}
    </div>
  );
}
