import {
  MAX_MONTHLY_BRIEF_ASSETS,
  MAX_MONTHLY_FOCUS_LENGTH,
  MAX_MONTHLY_OFFERS_LENGTH,
  type MonthlyBriefDraft,
  monthlyBriefDraftSchema,
  monthlyBriefSubmitSchema,
  type ProjectDetail,
} from '@store/shared';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextareaField } from '../../../components/ui/textarea-field';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { useSchemaForm } from '../../../lib/use-schema-form';
import {
  useAddMonthlyAsset,
  useProjectAction,
  useRemoveMonthlyAsset,
  useSaveMonthlyBrief,
} from '../api/project-mutations';
import { ProjectImage } from './project-image';

/**
 * A plan month's brief: the month's focus, the offers to promote and pictures to use. Saved as a
 * draft any time; submitted once the focus is there (the same rules as the server).
 */
export function MonthlyBriefForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveMonthlyBrief(project.id);
  const submit = useProjectAction(project.id);
  const addAsset = useAddMonthlyAsset(project.id);
  const removeAsset = useRemoveMonthlyAsset(project.id);
  const brief = project.monthlyBrief;
  const assets = brief?.assets ?? [];

  const read = (): MonthlyBriefDraft => {
    const data = new FormData(form.formRef.current ?? undefined);
    return { focus: String(data.get('focus') ?? ''), offers: String(data.get('offers') ?? '') };
  };
  // The fields keep their own text (uncontrolled): each check reads the form as it stands.
  const form = useSchemaForm<Record<string, never>, unknown>({
    initial: {},
    schema: monthlyBriefSubmitSchema,
    toInput: read,
    clearErrorsOnValid: true,
    onValid: async (_data, _values, schema) => {
      await save.mutateAsync(read());
      if (schema === monthlyBriefSubmitSchema) await submit.mutateAsync({ action: 'submit_brief' });
    },
  });
  const saveDraft = form.submitWith(monthlyBriefDraftSchema);
  const errors = form.errors as Record<string, string | undefined>;
  const errorOf = (field: 'focus' | 'offers') => messageIn(language, errors[field]);

  const failed = save.error ?? submit.error ?? addAsset.error ?? removeAsset.error;
  return (
    <section aria-labelledby="monthly-brief-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="monthly-brief-heading" className="text-lg font-semibold">
        {t('brief.monthHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('brief.monthIntro')}</p>
      <form ref={form.formRef} noValidate className="mt-4 grid gap-4" onSubmit={form.onSubmit}>
        <TextareaField
          name="focus"
          label={`${t('brief.focus')} *`}
          hint={t('brief.focusHint')}
          rows={3}
          maxLength={MAX_MONTHLY_FOCUS_LENGTH}
          defaultValue={brief?.focus ?? ''}
          error={errorOf('focus')}
        />
        <TextareaField
          name="offers"
          label={t('brief.offers')}
          hint={t('brief.offersHint')}
          rows={3}
          maxLength={MAX_MONTHLY_OFFERS_LENGTH}
          defaultValue={brief?.offers ?? ''}
          error={errorOf('offers')}
        />
        <div>
          <label className="block text-sm font-medium text-slate-800">
            {t('brief.pictures', { max: MAX_MONTHLY_BRIEF_ASSETS })}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="mt-1 block"
              disabled={assets.length >= MAX_MONTHLY_BRIEF_ASSETS || addAsset.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) addAsset.mutate(file);
                event.target.value = '';
              }}
            />
          </label>
          {assets.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-3" aria-label={t('brief.picturesList')}>
              {assets.map((asset, index) => (
                <li key={asset.key} className="flex flex-col items-start gap-1">
                  <ProjectImage
                    src={asset.src}
                    alt={t('brief.pictureNumber', { number: index + 1 })}
                    className="h-20 rounded-lg"
                  />
                  <button
                    type="button"
                    className="text-sm font-semibold text-red-700 underline"
                    onClick={() => removeAsset.mutate(asset.key)}
                  >
                    {t('brief.removePicture', { number: index + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {failed ? <FormAlert tone="error">{failureMessage(failed, t('brief.notSaved'))}</FormAlert> : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={saveDraft}
            className="rounded-xl px-4 py-3 font-semibold ring-1 ring-slate-300"
          >
            {t('brief.saveDraft')}
          </button>
          <button type="submit" className="rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white">
            {t('brief.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
