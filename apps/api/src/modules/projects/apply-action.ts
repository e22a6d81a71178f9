import {
  decide,
  isDissatisfactionWindowOpen,
  monthlyBriefSubmitSchema,
  type ProjectActionInput,
  type ProjectRole,
  type ProjectState,
  projectBriefSubmitSchema,
  projectDueAt,
  WAITING_ON_CUSTOMER,
} from '@store/shared';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { withKeysLocked } from '../../db/keyed-lock';
import type { Database } from '../../db/schema';
import { Conflict, invalidInputFromIssues, NotAllowed } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import { findBrief, insertEvent, type ProjectRow, updateBrief, updateProjectAt } from './projects.repository';
import type { ProjectsProjectsTable } from './projects.tables';
import { type ProjectChangeCause, type ProjectsEvents, projectInEvent } from './projects-events';

export interface Actor {
  role: ProjectRole;
  id: string | null;
  name: string;
}

const CHANGED_MEANWHILE = 'The project changed while you were acting on it. Reload the page and try again.';

/** Where the project waits on the customer, the 7 days count from now. */
const waitingFrom = (state: ProjectState, now: string) => (WAITING_ON_CUSTOMER.includes(state) ? now : null);

/** The row changes an allowed action makes besides the state. */
async function actionChanges(
  trx: Kysely<Database>,
  project: ProjectRow,
  input: ProjectActionInput,
  now: string,
): Promise<Updateable<ProjectsProjectsTable>> {
  switch (input.action) {
    case 'submit_brief': {
      const brief = await findBrief(trx, project.id);
      // A plan month's intake is the monthly brief; its due date is counted the same way.
      const parsed =
        project.kind === 'plan_month'
          ? monthlyBriefSubmitSchema.safeParse({
              focus: brief.month_focus ?? undefined,
              offers: brief.month_offers ?? undefined,
            })
          : projectBriefSubmitSchema.safeParse({
              businessName: brief.business_name ?? undefined,
              phone: brief.phone ?? undefined,
              email: brief.email ?? undefined,
              address: brief.address ?? undefined,
            });
      if (!parsed.success) throw invalidInputFromIssues(parsed.error.issues, 'The brief is not complete');
      await updateBrief(trx, project.id, { submitted_at: now, updated_at: now });
      return { due_at: projectDueAt(now) };
    }
    case 'post_preview':
      return { preview_url: input.previewUrl ?? null };
    case 'request_changes':
      // A revision is worked on like the first version: 3 working days from the request.
      return { revisions_used: project.revisions_used + 1, due_at: projectDueAt(now) };
    case 'approve':
      return {
        delivered_at: now,
        delivery_site_url: project.preview_url,
        delivery_handed_over: 'The approved website, published at the preview address.',
      };
    case 'deliver':
      return {
        delivered_at: now,
        delivery_site_url: input.siteUrl ?? null,
        delivery_handed_over: input.handedOver ?? '',
      };
    case 'report_dissatisfaction':
      if (project.dissatisfaction_reported_at)
        throw new Conflict('You have already reported this; we will be in touch.');
      if (!isDissatisfactionWindowOpen(project.delivered_at, new Date(now))) {
        throw new Conflict('The 7 days after delivery to report dissatisfaction are over. Please write to us.');
      }
      return { dissatisfaction_reported_at: now };
    case 'pause':
      return { paused_from: project.state };
    default:
      return {};
  }
}

/** Where a change is told (ProjectStateChanged) and what caused it. */
export interface ProjectChange {
  events: Publisher<ProjectsEvents>;
  cause: ProjectChangeCause;
  now?: string;
}

/**
 * Applies one action through the state machine, in `trx`: refused (403 for the wrong role, 409
 * for the wrong state) with nothing changed, or the new state, its fields and its history rows
 * written together and ProjectStateChanged published (call it inside `inProjectLock`). The write
 * applies only to the version it was decided on, so of two requests at once one wins and the other gets 409.
 */
export async function applyAction(
  trx: Kysely<Database>,
  project: ProjectRow,
  actor: Actor,
  input: ProjectActionInput,
  { events, cause, now = new Date().toISOString() }: ProjectChange,
): Promise<ProjectState> {
  const situation = { state: project.state, pausedFrom: project.paused_from, revisionsUsed: project.revisions_used };
  const decision = decide(situation, input.action, actor.role);
  if (!decision.allowed) {
    throw decision.reason === 'role' ? new NotAllowed(decision.message) : new Conflict(decision.message);
  }
  const changes = await actionChanges(trx, project, input, now);
  const written = await updateProjectAt(trx, project.id, project.version, {
    paused_from: decision.to === 'PAUSED' ? project.state : null,
    waiting_since: decision.to === 'PAUSED' ? project.waiting_since : waitingFrom(decision.to, now),
    ...changes,
    state: decision.to,
    updated_at: now,
  });
  if (!written) throw new Conflict(CHANGED_MEANWHILE);
  const event = { project_id: project.id, actor_role: actor.role, actor_id: actor.id, at: now };
  if (decision.resumedFrom && project.paused_from) {
    await insertEvent(trx, {
      ...event,
      from_state: 'PAUSED',
      to_state: project.paused_from,
      action: 'resume',
      reason: null,
    });
  }
  await insertEvent(trx, {
    ...event,
    from_state: decision.resumedFrom && project.paused_from ? project.paused_from : project.state,
    to_state: decision.to,
    action: input.action,
    reason: input.comment ?? null,
  });
  // The lock's connection is the transaction (BEGIN IMMEDIATE on SQLite, a Kysely transaction on PostgreSQL).
  await events.publish(trx as Transaction<Database>, 'ProjectStateChanged', {
    project: projectInEvent(project),
    from: project.state,
    to: decision.to,
    who: actor,
    cause,
  });
  return decision.to;
}

/**
 * Runs `work` in a transaction holding the project's lock (BEGIN IMMEDIATE on SQLite, an advisory
 * lock on PostgreSQL), so instances and connections writing one project never deadlock.
 */
export const inProjectLock = <T>(db: Kysely<Database>, id: string, work: (trx: Kysely<Database>) => Promise<T>) =>
  withKeysLocked(db, [`project:${id}`], work);
