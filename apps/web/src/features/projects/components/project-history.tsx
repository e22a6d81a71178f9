import { indiaDateTimeText, type ProjectDetail } from '@store/shared';
import { useLanguage, useTranslation } from '../../../i18n';
import { historySentence, type ProjectViewer } from '../project-words';

// The payment's own note ("Order … paid") repeats the sentence; a comment the customer or shop wrote is kept.
const shownReason = (action: string, reason: string | null) => (action === 'order_paid' ? null : reason);

/** Every transition as a sentence: what happened, who did it and when (India time). */
export function ProjectHistory({ project, viewer }: { project: ProjectDetail; viewer: ProjectViewer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="history-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="history-heading" className="text-lg font-semibold">
        {t('project.history')}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {project.history.map((event) => {
          const reason = shownReason(event.action, event.reason);
          return (
            <li key={`${event.at}-${event.action}-${event.toState}`}>
              <span className="font-medium text-slate-900">{historySentence(event, viewer, t)}</span>
              <span className="text-slate-600">
                {' · '}
                <time dateTime={event.at}>{indiaDateTimeText(event.at, language)}</time>
              </span>
              {reason ? <q className="mt-0.5 block whitespace-pre-wrap break-words text-slate-700">{reason}</q> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
