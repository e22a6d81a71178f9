import {
  type AdminProject,
  PROJECT_STATES,
  type ProjectKind,
  type ProjectState,
  SHOP_PROJECT_STATE_LABELS,
} from '@store/shared';
import { useState } from 'react';
import { QueryStatus } from '../../../components/ui/list-frame';
import { Link } from '../../../lib/router';
import { useAdminProjects } from '../api/get-admin-projects';

const boardTexts = {
  loading: 'Loading projects…',
  failure: 'Failed to fetch projects. Please try again.',
  failureClassName: 'mt-4 text-red-700',
};

const KIND_LABELS: Record<ProjectKind, string> = { design: 'Website', plan_month: 'Plan month' };

/** The shop's board (websites and plan months together): a column per state, filters, search, due dates. */
export function ProjectBoard({ projectPath }: { projectPath: (id: string) => string }) {
  const [state, setState] = useState<ProjectState | ''>('');
  const [q, setQ] = useState('');
  const [overdue, setOverdue] = useState(false);
  const [kind, setKind] = useState<ProjectKind | ''>('');
  const board = useAdminProjects({
    state: state || undefined,
    kind: kind || undefined,
    q: q.trim() || undefined,
    overdue: overdue ? 'true' : undefined,
  });
  const shown = (state ? [state] : PROJECT_STATES) as readonly ProjectState[];
  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Search
          <input
            type="search"
            value={q}
            maxLength={100}
            placeholder="Order number or customer"
            onChange={(event) => setQ(event.target.value)}
            className="mt-1 block rounded-lg px-3 py-2 ring-1 ring-slate-300"
          />
        </label>
        <label className="text-sm font-medium">
          State
          <select
            value={state}
            onChange={(event) => setState(event.target.value as ProjectState | '')}
            className="mt-1 block rounded-lg px-3 py-2 ring-1 ring-slate-300"
          >
            <option value="">All states</option>
            {PROJECT_STATES.map((value) => (
              <option key={value} value={value}>
                {SHOP_PROJECT_STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Work
          <select
            value={kind}
            onChange={(event) => setKind(event.target.value as ProjectKind | '')}
            className="mt-1 block rounded-lg px-3 py-2 ring-1 ring-slate-300"
          >
            <option value="">Websites and plan months</option>
            <option value="design">Websites</option>
            <option value="plan_month">Plan months</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={overdue} onChange={(event) => setOverdue(event.target.checked)} />
          Overdue only
        </label>
      </div>
      <QueryStatus query={board} texts={boardTexts} />
      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {shown.map((column) => (
          <BoardColumn
            key={column}
            title={SHOP_PROJECT_STATE_LABELS[column]}
            projects={(board.data?.projects ?? []).filter((project) => project.state === column)}
            projectPath={projectPath}
          />
        ))}
      </div>
    </div>
  );
}

function BoardColumn(props: { title: string; projects: AdminProject[]; projectPath: (id: string) => string }) {
  return (
    <section
      aria-label={`${props.title} (${props.projects.length})`}
      className="rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <h2 className="font-semibold">
        {props.title} ({props.projects.length})
      </h2>
      <ul className="mt-2 space-y-2">
        {props.projects.map((project) => (
          <li
            key={project.id}
            className={`rounded-xl bg-white p-3 text-sm ring-1 ${project.overdue ? 'ring-2 ring-red-600' : 'ring-slate-200'}`}
          >
            <Link to={props.projectPath(project.id)} className="font-semibold text-brand-700 underline">
              {project.reference}
            </Link>
            <span
              className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${project.kind === 'plan_month' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}
            >
              {KIND_LABELS[project.kind]}
            </span>
            <p>{project.customerName}</p>
            <p className="text-slate-600">{project.designTitle}</p>
            {project.dueAt ? (
              <p className={project.overdue ? 'font-semibold text-red-700' : 'text-slate-700'}>
                Due {new Date(project.dueAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
                {project.overdue ? ' — overdue' : ''}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
