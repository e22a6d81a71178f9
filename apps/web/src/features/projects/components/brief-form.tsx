import {
  type ProjectBriefDraft,
  type ProjectDetail,
  projectBriefDraftSchema,
  projectBriefSubmitSchema,
} from '@store/shared';
import { FormAlert } from '../../../components/ui/form-alert';
import { useTranslation } from '../../../i18n';
import { rememberedBusinessName } from '../../../lib/business-name';
import { failureMessage } from '../../../lib/failure-message';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useProjectAction, useSaveBrief, useUploadLogo } from '../api/project-mutations';
import { BriefFields } from './brief-fields';
import { ProjectImage } from './project-image';

/**
 * The brief: saved as a draft any time and submitted once complete; once submitted, corrected
 * (`onDone` set) until the first preview, always complete. The same rules as the server.
 */
export function BriefForm({ project, onDone }: { project: ProjectDetail; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBrief(project.id);
  const submit = useProjectAction(project.id);
  const logo = useUploadLogo(project.id);
  const { brief } = project;
  const correcting = Boolean(onDone);

  const read = (): ProjectBriefDraft => {
    const data = new FormData(form.formRef.current ?? undefined);
    const draft: Record<string, string> = {};
    for (const [field, value] of data) if (typeof value === 'string') draft[field] = value;
    return draft as ProjectBriefDraft;
  };
  // The fields keep their own text (uncontrolled): each check reads the form as it stands.
  const form = useSchemaForm<Record<string, never>, unknown>({
    initial: {},
    schema: projectBriefSubmitSchema,
    toInput: read,
    clearErrorsOnValid: true,
    onValid: async (_data, _values, schema) => {
      await save.mutateAsync(read());
      if (correcting) onDone?.();
      else if (schema === projectBriefSubmitSchema) await submit.mutateAsync({ action: 'submit_brief' });
    },
    focusServerErrors: true,
  });
  const saveDraft = form.submitWith(projectBriefDraftSchema);
  const errors = form.errors as Record<string, string>;

  const failed = save.error ?? submit.error ?? logo.error;
  return (
    <section aria-labelledby="brief-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="brief-heading" className="text-lg font-semibold">
        {correcting ? t('brief.changeHeading') : t('brief.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('brief.needed')} {t('brief.editRule')}
      </p>
      <form ref={form.formRef} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={form.onSubmit}>
        <BriefFields
          brief={{ ...brief, businessName: brief.businessName ?? rememberedBusinessName() }}
          errors={errors}
        />
        <div className="sm:col-span-2">
          <label className="block text-sm font-medium text-slate-800">
            {t('brief.logoUpload')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="mt-1 block"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) logo.mutate(file);
              }}
            />
          </label>
          {brief.logoSrc ? <ProjectImage src={brief.logoSrc} alt={t('brief.yourLogo')} className="mt-2 h-16" /> : null}
        </div>
        {failed ? (
          <div className="sm:col-span-2">
            <FormAlert tone="error">{failureMessage(failed, t('brief.notSaved'))}</FormAlert>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button
            type="button"
            onClick={(event) => (correcting ? onDone?.() : saveDraft(event))}
            className="rounded-xl px-4 py-3 font-semibold ring-1 ring-slate-300"
          >
            {correcting ? t('brief.cancel') : t('brief.saveDraft')}
          </button>
          <button type="submit" className="rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white">
            {correcting ? t('brief.saveChanges') : t('brief.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
