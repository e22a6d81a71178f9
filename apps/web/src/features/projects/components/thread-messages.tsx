import { indiaDateTimeText, type ProjectDetail, type ProjectMessage } from '@store/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLanguage, useTranslation } from '../../../i18n';
import { useEarlierMessages } from '../api/get-earlier-messages';
import { ProjectImage } from './project-image';

/**
 * The thread, oldest first: the latest messages the project brought, and earlier pages on request.
 * Earlier pages hang on the project's cursor, so a new message (which moves it) reloads them
 * rather than leaving a gap.
 */
export function ThreadMessages({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const [wantEarlier, setWantEarlier] = useState(false);
  const earlier = useEarlierMessages(project.id, project.earlierMessagesCursor, wantEarlier);
  const earlierMessages = [...(earlier.data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  const messages = [...earlierMessages, ...project.messages];
  const more =
    project.earlierMessagesCursor !== null &&
    (!wantEarlier || earlier.hasNextPage || earlier.isPending || earlier.isError);
  function showEarlier() {
    if (!wantEarlier) setWantEarlier(true);
    else if (!earlier.data) void earlier.refetch();
    else void earlier.fetchNextPage();
  }

  return (
    <>
      {more ? (
        <button
          type="button"
          disabled={earlier.isFetching}
          aria-busy={earlier.isFetching}
          onClick={showEarlier}
          className="mt-3 rounded-xl px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-slate-300"
        >
          {t('project.showEarlier')}
        </button>
      ) : null}
      {earlier.isError ? <FormAlert tone="error">{t('project.earlierFailed')}</FormAlert> : null}
      <ul className="mt-3 space-y-3">
        {messages.map((message) => (
          <ThreadMessage key={message.id} message={message} />
        ))}
        {messages.length === 0 ? <li className="text-slate-600">{t('project.noMessages')}</li> : null}
      </ul>
    </>
  );
}

function ThreadMessage({ message }: { message: ProjectMessage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="rounded-xl bg-slate-50 p-3">
      <p className="text-xs text-slate-600">
        {message.authorName} · {indiaDateTimeText(message.createdAt, language)}
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
      {message.attachmentSrc ? (
        <ProjectImage src={message.attachmentSrc} alt={t('project.attached')} className="mt-2 max-h-48" />
      ) : null}
    </li>
  );
}
