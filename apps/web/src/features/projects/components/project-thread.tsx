import { type ProjectDetail, projectMessageFieldsSchema } from '@store/shared';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { usePostMessage } from '../api/project-mutations';
import { ThreadMessages } from './thread-messages';

/** Messages with the shop and the form to write; bodies are text (React escapes them), pictures come from the project's own files. */
export function ProjectThread({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const post = usePostMessage(project.id);
  const alertId = useId();
  // A new key empties the picture chosen (a file input keeps its own value).
  const [formKey, setFormKey] = useState(0);
  const form = useSchemaForm({
    initial: { body: '' },
    schema: projectMessageFieldsSchema,
    onValid: async ({ body }) => {
      const image = new FormData(form.formRef.current ?? undefined).get('image');
      await post.mutateAsync({ body, image: image instanceof File && image.size > 0 ? image : undefined });
      form.setValues({ body: '' });
      setFormKey((key) => key + 1);
    },
    // A refusal is said once, in the alert under the form.
    onFailure: () => ({}),
  });
  const body = form.field('body');
  const error =
    body.error ?? (post.isError ? messageIn(language, failureMessage(post.error, t('project.notSent'))) : '');

  return (
    <section aria-labelledby="thread-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="thread-heading" className="text-lg font-semibold">
        {t('project.messages')}
      </h2>
      <ThreadMessages project={project} />
      <form key={formKey} ref={form.formRef} noValidate onSubmit={form.onSubmit} className="mt-4 space-y-2">
        <label className="block text-sm font-medium text-slate-800">
          {t('project.writeMessage')}
          <textarea
            name={body.name}
            value={body.value}
            onChange={body.onChange}
            aria-invalid={body.error ? true : undefined}
            aria-describedby={body.error ? alertId : undefined}
            maxLength={2000}
            className="mt-1 block w-full rounded-xl p-3 ring-1 ring-slate-300"
          />
        </label>
        <label className="block text-sm text-slate-700">
          {t('project.picture')}
          <input type="file" name="image" accept="image/png,image/jpeg,image/webp" className="mt-1 block" />
        </label>
        {error ? (
          <div id={alertId}>
            <FormAlert tone="error">{error}</FormAlert>
          </div>
        ) : null}
        <button type="submit" className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('project.send')}
        </button>
      </form>
    </section>
  );
}
