import type { ProjectDetail } from '@store/shared';
import { projectMessageFieldsSchema } from '@store/shared';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { failureMessage } from '../../../lib/failure-message';
import { usePostMessage } from '../api/project-mutations';
import { ThreadMessages } from './thread-messages';

/** Messages with the shop and the form to write; bodies are text (React escapes them), pictures come from the project's own files. */
export function ProjectThread({ project }: { project: ProjectDetail }) {
  const post = usePostMessage(project.id);
  const [error, setError] = useState('');
  const [formKey, setFormKey] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = projectMessageFieldsSchema.safeParse({ body: String(data.get('body') ?? '') });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Message is required.');
    setError('');
    const image = data.get('image');
    post.mutate(
      { body: checked.data.body, image: image instanceof File && image.size > 0 ? image : undefined },
      { onSuccess: () => setFormKey((key) => key + 1) },
    );
  }

  return (
    <section aria-labelledby="thread-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="thread-heading" className="text-lg font-semibold">
        Messages
      </h2>
      <ThreadMessages project={project} />
      <form key={formKey} noValidate onSubmit={onSubmit} className="mt-4 space-y-2">
        <label className="block text-sm font-medium text-slate-800">
          Write a message
          <textarea name="body" maxLength={2000} className="mt-1 block w-full rounded-xl p-3 ring-1 ring-slate-300" />
        </label>
        <label className="block text-sm text-slate-700">
          Picture (optional, up to 5 MB)
          <input type="file" name="image" accept="image/png,image/jpeg,image/webp" className="mt-1 block" />
        </label>
        {error || post.isError ? (
          <FormAlert tone="error">{error || failureMessage(post.error, 'The message could not be sent.')}</FormAlert>
        ) : null}
        <button type="submit" className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white">
          Send
        </button>
      </form>
    </section>
  );
}
