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

  const failed = save.error ?? submit.error ?? addAsset.error ?? removeAsset.error;
  return (
    <section aria-labelledby="monthly-brief-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="monthly-brief-heading" className="text-lg font-semibold">
        This month's brief
      </h2>
      <p className="mt-1 text-sm text-slate-600">Tell us what to promote this month. The focus is needed to submit.</p>
      <form ref={form.formRef} noValidate className="mt-4 grid gap-4" onSubmit={form.onSubmit}>
        <TextareaField
          name="focus"
          label="The month's focus *"
          hint="For example: Diwali orders, a new branch, more walk-ins on weekdays."
          rows={3}
          maxLength={MAX_MONTHLY_FOCUS_LENGTH}
          defaultValue={brief?.focus ?? ''}
          error={errors.focus}
        />
        <TextareaField
          name="offers"
          label="Offers to promote"
          hint="Prices, discounts and dates as you want them shown."
          rows={3}
          maxLength={MAX_MONTHLY_OFFERS_LENGTH}
          defaultValue={brief?.offers ?? ''}
          error={errors.offers}
        />
        <div>
          <label className="block text-sm font-medium text-slate-800">
            {`Pictures to use (PNG, JPEG or WebP, up to 5 MB each, ${MAX_MONTHLY_BRIEF_ASSETS} at most)`}
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
            <ul className="mt-3 flex flex-wrap gap-3" aria-label="Pictures in this brief">
              {assets.map((asset, index) => (
                <li key={asset.key} className="flex flex-col items-start gap-1">
                  <ProjectImage src={asset.src} alt={`Picture ${index + 1}`} className="h-20 rounded-lg" />
                  <button
                    type="button"
                    className="text-sm font-semibold text-red-700 underline"
                    onClick={() => removeAsset.mutate(asset.key)}
                  >
                    {`Remove picture ${index + 1}`}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {failed ? <FormAlert tone="error">{failureMessage(failed, 'The brief could not be saved.')}</FormAlert> : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={saveDraft}
            className="rounded-xl px-4 py-3 font-semibold ring-1 ring-slate-300"
          >
            Save draft
          </button>
          <button type="submit" className="rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white">
            Submit brief
          </button>
        </div>
      </form>
    </section>
  );
}
