import { briefReminderDueAt, pauseDueAt, WAITING_ON_CUSTOMER } from '@store/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { Conflict } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import { applyAction, inProjectLock } from './apply-action';
import { claimForJob, findProject, markBriefReminded, releaseJobClaim, waitingSince } from './projects.repository';
import { type ProjectsEvents, projectInEvent } from './projects-events';

const DAY_MS = 24 * 3_600_000;
const CLAIM_MS = 60_000;
const SYSTEM = { role: 'system' as const, id: null, name: 'The store' };

/**
 * One pass of the projects job: a project waiting on the customer for 7 days is paused, and a
 * brief not submitted after 2 days is reminded of once (ProjectStateChanged, ProjectBriefReminderDue). Safe with several instances: each
 * project is claimed first, and the pause and the reminder apply only to the row they were
 * decided on, so each happens once.
 */
export async function runProjectsJobOnce(
  db: Kysely<Database>,
  now: Date,
  events: Publisher<ProjectsEvents>,
): Promise<{ paused: number; reminded: number }> {
  const at = now.toISOString();
  // The reminder comes first (2 days), so every project it or the pause may concern is a candidate.
  const candidates = await waitingSince(
    db,
    WAITING_ON_CUSTOMER,
    new Date(now.getTime() - 2 * DAY_MS).toISOString(),
    100,
  );
  const claimUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
  let paused = 0;
  let reminded = 0;
  for (const { id } of candidates) {
    if (!(await claimForJob(db, id, at, claimUntil))) continue;
    try {
      const project = await findProject(db, id);
      if (!project?.waiting_since || !WAITING_ON_CUSTOMER.includes(project.state)) continue;
      if (Date.parse(pauseDueAt(project.waiting_since)) <= now.getTime()) {
        try {
          const reason = { action: 'pause' as const, comment: '7 days without a reply from the customer' };
          await inProjectLock(db, id, async (trx) => {
            await applyAction(trx, project, SYSTEM, reason, { events, cause: 'inactivity', now: at });
          });
          paused += 1;
        } catch (error) {
          if (!(error instanceof Conflict)) throw error;
        }
        continue;
      }
      const remind =
        project.state === 'AWAITING_BRIEF' &&
        project.brief_reminded_at === null &&
        Date.parse(briefReminderDueAt(project.waiting_since)) <= now.getTime();
      if (remind) {
        // The mark and its event commit together, and only the run that sets the mark publishes it.
        const marked = await inProjectLock(db, id, async (trx) => {
          if (!(await markBriefReminded(trx, id, at))) return false;
          await events.publish(trx as Transaction<Database>, 'ProjectBriefReminderDue', {
            project: projectInEvent(project),
          });
          return true;
        });
        if (marked) reminded += 1;
      }
    } finally {
      await releaseJobClaim(db, id);
    }
  }
  return { paused, reminded };
}

/** Runs the projects job every `intervalMs` until stopped; its state lives in the database. */
export function startProjectsJob(
  db: Kysely<Database>,
  log: (error: unknown) => void,
  events: Publisher<ProjectsEvents>,
  intervalMs = 10 * 60_000,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runProjectsJobOnce(db, new Date(), events)
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
