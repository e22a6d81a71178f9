import { PROJECT_STATE_LABELS, type ProjectDetail } from '@store/shared';

/** Every transition: who, when and why. */
export function ProjectHistory({ project }: { project: ProjectDetail }) {
  return (
    <section aria-labelledby="history-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {project.history.map((event) => (
          <li key={`${event.at}-${event.action}-${event.toState}`}>
            {new Date(event.at).toLocaleString('en-IN')}: {PROJECT_STATE_LABELS[event.toState]} ({event.action} by{' '}
            {event.actorRole}){event.reason ? ` — ${event.reason}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
