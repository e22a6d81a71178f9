import type { ProjectKind, ProjectRole, ProjectState } from '@store/shared';
import type { ProjectRow } from './projects.repository';

/** A project as its events name it: enough for a mail to the customer about it. */
export interface ProjectInEvent {
  id: string;
  reference: string;
  title: string;
  kind: ProjectKind;
  /** The version the change was decided on: with the new state, it names one change of the project. */
  version: number;
  order: { id: string; number: string };
  customer: { id: string; name: string; email: string };
}

/**
 * What made a project change state: an action someone took on it, the customer writing to a paused project
 * (a draft, a message, a picture), 7 days without the customer, a refund, or the customer erasing their account.
 */
export type ProjectChangeCause = 'action' | 'customer-writing' | 'inactivity' | 'refund' | 'erasure';

/** A project went from one state to another through the state machine (a history row records it too). */
export interface ProjectStateChanged {
  project: ProjectInEvent;
  from: ProjectState;
  to: ProjectState;
  who: { role: ProjectRole; id: string | null; name: string };
  cause: ProjectChangeCause;
}

/**
 * The projects module's events, published in the transaction that makes the change: a state changed (once per
 * change: the write applies only to the version it was decided on), and a brief 2 days late was marked
 * reminded (once per project: only the run that sets the mark publishes).
 */
export interface ProjectsEvents {
  ProjectStateChanged: ProjectStateChanged;
  ProjectBriefReminderDue: { project: ProjectInEvent };
}

declare module '../module' {
  interface DomainEvents extends ProjectsEvents {}
}

/** The project of a row, as the events carry it. */
export const projectInEvent = (row: ProjectRow): ProjectInEvent => ({
  id: row.id,
  reference: row.reference,
  title: row.design_title,
  kind: row.kind,
  version: row.version,
  order: { id: row.order_id, number: row.order_number },
  customer: { id: row.user_id, name: row.customer_name, email: row.customer_email },
});
