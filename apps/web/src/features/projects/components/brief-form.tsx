import {
  type ProjectBriefDraft,
  type ProjectDetail,
  projectBriefDraftSchema,
  projectBriefSubmitSchema,
} from '@store/shared';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { rememberedBusinessName } from '../../../lib/business-name';
import { failureMessage } from '../../../lib/failure-message';
import { focusFirstInvalid, issuesByField, serverFieldErrors } from '../../../lib/field-errors';
import { useProjectAction, useSaveBrief, useUploadLogo } from '../api/project-mutations';
import { ProjectImage } from './project-image';

const TEXT_FIELDS: Array<[keyof ProjectBriefDraft, string, boolean]> = [
  ['businessName', 'Business name', true],
  ['tagline', 'Tagline', false],
  ['phone', 'Phone to show on the site', true],
  ['email', 'Email to show on the site', true],
  ['address', 'Address', true],
  ['openingHours', 'Opening hours', false],
  ['domain', 'Domain you own or want', false],
  ['notes', 'Notes', false],
];

/** The brief: saved as a draft any time, submitted once complete (the same rules as the server). */
export function BriefForm({ project }: { project: ProjectDetail }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBrief(project.id);
  const submit = useProjectAction(project.id);
  const logo = useUploadLogo(project.id);
  const { brief } = project;

  const read = (): ProjectBriefDraft => {
    const data = new FormData(formRef.current ?? undefined);
    const draft: Record<string, string> = {};
    for (const [field] of TEXT_FIELDS) draft[field] = String(data.get(field) ?? '');
    draft.primaryColour = String(data.get('primaryColour') ?? '');
    draft.secondaryColour = String(data.get('secondaryColour') ?? '');
    return draft as ProjectBriefDraft;
  };

  async function onSave(event: FormEvent, andSubmit: boolean) {
    event.preventDefault();
    const draft = read();
    const checked = (andSubmit ? projectBriefSubmitSchema : projectBriefDraftSchema).safeParse(draft);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(draft);
      if (andSubmit) await submit.mutateAsync({ action: 'submit_brief' });
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  }

  const failed = save.error ?? submit.error ?? logo.error;
  return (
    <section aria-labelledby="brief-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="brief-heading" className="text-lg font-semibold">
        Your brief
      </h2>
      <p className="mt-1 text-sm text-slate-600">Fields marked * are needed to submit.</p>
      <form
        ref={formRef}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => onSave(event, true)}
      >
        {TEXT_FIELDS.map(([field, label, required]) => (
          <FormField
            key={field}
            name={field}
            label={required ? `${label} *` : label}
            defaultValue={brief[field] ?? (field === 'businessName' ? rememberedBusinessName() : undefined) ?? ''}
            error={errors[field]}
            className={field === 'notes' || field === 'address' ? 'sm:col-span-2' : ''}
          />
        ))}
        {(['primaryColour', 'secondaryColour'] as const).map((field) => (
          <label key={field} className="flex items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="color"
              name={field}
              defaultValue={brief[field] ?? (field === 'primaryColour' ? '#1d4ed8' : '#f8fafc')}
            />
            {field === 'primaryColour' ? 'Brand colour' : 'Second colour'}
          </label>
        ))}
        <div className="sm:col-span-2">
          <label className="block text-sm font-medium text-slate-800">
            Logo (PNG, JPEG or WebP, up to 5 MB)
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
          {brief.logoSrc ? <ProjectImage src={brief.logoSrc} alt="Your logo" className="mt-2 h-16" /> : null}
        </div>
        {failed ? (
          <div className="sm:col-span-2">
            <FormAlert tone="error">{failureMessage(failed, 'The brief could not be saved.')}</FormAlert>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button
            type="button"
            onClick={(event) => onSave(event, false)}
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
