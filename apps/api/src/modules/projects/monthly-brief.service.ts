import { MAX_MONTHLY_BRIEF_ASSETS, type MonthlyBriefDraft } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import type { Actor } from './apply-action';
import { inProjectLock } from './apply-action';
import { assetsOf, deleteAsset, insertAsset, insertFile, type ProjectRow, updateBrief } from './projects.repository';
import {
  customerActivity,
  ensureBriefOpen,
  lockedProject,
  preparePicture,
  projectDetail,
  projectFor,
} from './projects.service';
import type { ProjectsEvents } from './projects-events';

const TOO_MANY = `A month's brief holds at most ${MAX_MONTHLY_BRIEF_ASSETS} pictures. Remove one first.`;

/** The customer's own plan month with its brief still open; anything else is refused before any work. */
async function openPlanMonth(db: Kysely<Database>, actor: Actor, id: string): Promise<ProjectRow> {
  const row = await projectFor(db, actor, id);
  if (actor.role !== 'customer') throw new Conflict('Only the customer writes the brief');
  if (row.kind !== 'plan_month') throw new Conflict('This project is a website: fill in its brief instead.');
  ensureBriefOpen(row);
  return row;
}

/** Saves a plan month's brief as a draft (focus and offers; empty fields are cleared). */
export async function saveMonthlyBrief(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  draft: MonthlyBriefDraft,
  events: Publisher<ProjectsEvents>,
) {
  const row = await openPlanMonth(db, actor, id);
  const now = new Date().toISOString();
  await inProjectLock(db, row.id, async (trx) => {
    const current = await lockedProject(trx, id);
    await updateBrief(trx, id, {
      month_focus: draft.focus || null,
      month_offers: draft.offers || null,
      updated_at: now,
    });
    await customerActivity(trx, current, actor, { events, now: now });
  });
  return projectDetail(db, actor, id);
}

/** Adds a picture to the month's brief: a project file re-encoded like a logo, at most MAX_MONTHLY_BRIEF_ASSETS. */
export async function addMonthlyAsset(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  picture: Buffer | undefined,
  events: Publisher<ProjectsEvents>,
) {
  if (!picture) throw new InvalidInput('asset is required: choose a PNG, JPEG or WebP picture');
  const row = await openPlanMonth(db, actor, id);
  if ((await assetsOf(db, id)).length >= MAX_MONTHLY_BRIEF_ASSETS) throw new Conflict(TOO_MANY);
  // Encoding is slow: done before the transaction, which then writes the file and its place in the brief together.
  const file = await preparePicture(id, picture);
  await inProjectLock(db, row.id, async (trx) => {
    const current = await lockedProject(trx, id);
    // Counted again under the lock: two uploads at once cannot pass the limit together.
    if ((await assetsOf(trx, id)).length >= MAX_MONTHLY_BRIEF_ASSETS) throw new Conflict(TOO_MANY);
    await insertFile(trx, file);
    await insertAsset(trx, { file_key: file.key, project_id: id, created_at: file.created_at });
    await updateBrief(trx, id, { updated_at: file.created_at });
    await customerActivity(trx, current, actor, { events, now: file.created_at });
  });
  return projectDetail(db, actor, id);
}

/** Takes a picture out of the month's brief; its file goes in the same transaction. */
export async function removeMonthlyAsset(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  key: string,
  events: Publisher<ProjectsEvents>,
) {
  const row = await openPlanMonth(db, actor, id);
  await inProjectLock(db, row.id, async (trx) => {
    const current = await lockedProject(trx, id);
    if (!(await deleteAsset(trx, id, key))) throw new NotFound('No such picture in this brief');
    const now = new Date().toISOString();
    await updateBrief(trx, id, { updated_at: now });
    await customerActivity(trx, current, actor, { events, now: now });
  });
  return projectDetail(db, actor, id);
}
