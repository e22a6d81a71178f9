import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AdminProjectsQuery,
  BRIEF_CLOSED_MESSAGE,
  isBriefEditable,
  type ProjectActionInput,
  type ProjectBriefDraft,
  type ProjectDetail,
  projectBriefSubmitSchema,
} from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { Conflict, InvalidInput, invalidInputFromIssues, NotFound, UnsupportedMediaType } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import type { AuthContext } from '../accounts';
import { encodeOriginalImage } from '../media';
import { type Actor, applyAction, inProjectLock } from './apply-action';
import { messagesPage } from './project-thread';
import { toAdminProject, toDetail, toProject } from './project-view';
import {
  assetsOf,
  deleteFile,
  eventsOf,
  findBrief,
  findFileOfProject,
  findMessageOfProject,
  findProject,
  insertEvent,
  insertFile,
  insertMessage,
  type ProjectRow,
  projectsOfUser,
  searchProjects,
  setWaitingSince,
  updateBrief,
} from './projects.repository';
import type { ProjectsEvents } from './projects-events';
import { ensureThreadRoom } from './thread-limits';

const NO_PROJECT = 'No such project';

export const actorOf = (auth: AuthContext): Actor => ({
  role: auth.role === 'admin' ? 'admin' : 'customer',
  id: auth.user.id,
  name: auth.role === 'admin' ? 'The shop' : auth.user.name,
});

/** The project if `actor` may see it: its owner or an admin. Anybody else gets 404, as if it did not exist. */
export async function projectFor(db: Kysely<Database>, actor: Actor, id: string): Promise<ProjectRow> {
  const row = await findProject(db, id);
  if (!row || (actor.role !== 'admin' && row.user_id !== actor.id)) throw new NotFound(NO_PROJECT);
  return row;
}

export async function projectDetail(db: Kysely<Database>, actor: Actor, id: string): Promise<ProjectDetail> {
  const row = await projectFor(db, actor, id);
  const [brief, thread, events, assets] = await Promise.all([
    findBrief(db, id),
    messagesPage(db, id),
    eventsOf(db, id),
    row.kind === 'plan_month' ? assetsOf(db, id) : Promise.resolve([]),
  ]);
  return toDetail(row, actor.role, { brief, thread, events, assets });
}

/** The messages before the one `before` names, for the project's owner and admins. */
export async function earlierMessages(db: Kysely<Database>, actor: Actor, id: string, before: string) {
  await projectFor(db, actor, id);
  const cursor = await findMessageOfProject(db, id, before);
  if (!cursor) throw new InvalidInput('The earlier messages could not be found: reload the page.');
  return messagesPage(db, id, cursor);
}

export async function listOwnProjects(db: Kysely<Database>, actor: Actor) {
  const rows = await projectsOfUser(db, actor.id ?? '');
  return { projects: rows.map((row) => toProject(row, 'customer')) };
}

export async function listProjectsForAdmin(db: Kysely<Database>, query: AdminProjectsQuery) {
  const now = new Date();
  const rows = await searchProjects(db, { state: query.state, keyword: query.q || undefined, kind: query.kind });
  let projects = rows.map((row) => toAdminProject(row, now));
  if (query.overdue) projects = projects.filter((project) => project.overdue === (query.overdue === 'true'));
  return { projects };
}

/** Takes one action through the state machine and answers the project as it now is. */
export async function takeAction(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  input: ProjectActionInput,
  events: Publisher<ProjectsEvents>,
) {
  const row = await projectFor(db, actor, id);
  await inProjectLock(db, row.id, async (trx) => {
    await applyAction(trx, row, actor, input, { events, cause: 'action' });
    // The customer's words for a revision or a complaint also go to the thread, where the shop answers.
    if (input.comment && (input.action === 'request_changes' || input.action === 'report_dissatisfaction')) {
      await addMessageRow(trx, row.id, actor, input.comment, null);
    }
  });
  return projectDetail(db, actor, id);
}

/**
 * A customer writing (a draft, a message) is communication: a paused project resumes, and a
 * project waiting on them starts its 7 days again.
 */
export async function customerActivity(
  trx: Kysely<Database>,
  row: ProjectRow,
  actor: Actor,
  { events, now }: { events: Publisher<ProjectsEvents>; now: string },
) {
  if (actor.role !== 'customer') return;
  if (row.state === 'PAUSED') {
    await applyAction(trx, row, actor, { action: 'resume' }, { events, cause: 'customer-writing', now });
    return;
  }
  if (row.waiting_since) {
    // A plan month still to come keeps waiting from its first day.
    await setWaitingSince(trx, row.id, row.version, row.waiting_since > now ? row.waiting_since : now);
  }
}

export function ensureBriefOpen(row: ProjectRow) {
  const situation = { kind: row.kind, state: row.state, pausedFrom: row.paused_from, previewUrl: row.preview_url };
  if (isBriefEditable(situation)) return;
  throw new Conflict(
    row.kind === 'design'
      ? BRIEF_CLOSED_MESSAGE
      : 'The brief has been submitted. To change it, write to us in the thread.',
  );
}

const briefSubmitted = (row: ProjectRow) => row.state !== 'AWAITING_BRIEF' && row.paused_from !== 'AWAITING_BRIEF';

/** A change to a submitted brief goes in the history, so the shop sees the brief it works from moved. */
async function recordBriefEdit(trx: Kysely<Database>, row: ProjectRow, actor: Actor, at: string) {
  if (!briefSubmitted(row)) return;
  await insertEvent(trx, {
    project_id: row.id,
    from_state: row.state,
    to_state: row.state,
    action: 'edit_brief',
    actor_role: actor.role,
    actor_id: actor.id,
    reason: null,
    at,
  });
}

/** The project as it is under its lock, with the brief still open. */
export async function lockedProject(trx: Kysely<Database>, id: string): Promise<ProjectRow> {
  const current = await findProject(trx, id);
  if (!current) throw new NotFound(NO_PROJECT);
  ensureBriefOpen(current);
  return current;
}

/** The design brief's routes refuse a plan month, whose intake is the monthly brief. */
function ensureDesignProject(row: ProjectRow) {
  if (row.kind === 'plan_month') {
    throw new Conflict("This project is a month of a marketing plan: fill in the month's brief instead.");
  }
}

const column = {
  businessName: 'business_name',
  tagline: 'tagline',
  phone: 'phone',
  email: 'email',
  address: 'address',
  openingHours: 'opening_hours',
  primaryColour: 'primary_colour',
  secondaryColour: 'secondary_colour',
  domain: 'domain',
  notes: 'notes',
} as const;

/** Saves the brief as a draft (the customer only, before it is submitted); empty fields are cleared. */
export async function saveBriefDraft(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  draft: ProjectBriefDraft,
  events: Publisher<ProjectsEvents>,
) {
  const row = await projectFor(db, actor, id);
  if (actor.role !== 'customer') throw new Conflict('Only the customer writes the brief');
  ensureDesignProject(row);
  ensureBriefOpen(row);
  const now = new Date().toISOString();
  const changes: Record<string, string | null> = {};
  for (const [field, name] of Object.entries(column)) {
    changes[name] = draft[field as keyof ProjectBriefDraft] || null;
  }
  await inProjectLock(db, row.id, async (trx) => {
    // Checked again under the lock: a submission that won the race closes the brief.
    const current = await lockedProject(trx, id);
    // A submitted brief is corrected, never emptied: it keeps what submitting it needed.
    if (briefSubmitted(current)) {
      const complete = projectBriefSubmitSchema.safeParse(draft);
      if (!complete.success) throw invalidInputFromIssues(complete.error.issues, 'The brief is not complete');
    }
    await updateBrief(trx, id, { ...changes, updated_at: now });
    await recordBriefEdit(trx, current, actor, now);
    await customerActivity(trx, current, actor, { events, now: now });
  });
  return projectDetail(db, actor, id);
}

/** PNG, JPEG or WebP by their first bytes: no SVG, no GIF, whatever the name says. */
function isLogoPicture(data: Buffer): boolean {
  const png = data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const webp = data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || webp;
}

/** Re-encodes an uploaded picture once through the media module, as a file of this project. */
export async function preparePicture(projectId: string, data: Buffer) {
  if (!isLogoPicture(data)) throw new UnsupportedMediaType('The picture must be a PNG, JPEG or WebP image (no SVG)');
  // Kept as one WebP served only through the project: the catalogue's grid widths would never be read.
  const original = await encodeOriginalImage(data);
  const key = `${randomBytes(16).toString('hex')}.webp`;
  return {
    key,
    project_id: projectId,
    content_type: 'image/webp',
    byte_size: original.data.byteLength,
    data: original.data,
    created_at: new Date().toISOString(),
  };
}

export async function saveBriefLogo(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  logo: Buffer | undefined,
  events: Publisher<ProjectsEvents>,
) {
  if (!logo) throw new InvalidInput('logo is required: choose a PNG, JPEG or WebP picture');
  const row = await projectFor(db, actor, id);
  if (actor.role !== 'customer') throw new Conflict('Only the customer writes the brief');
  ensureDesignProject(row);
  ensureBriefOpen(row);
  // Encoding is slow: done before the transaction, which then writes the file and the brief together.
  const file = await preparePicture(id, logo);
  await inProjectLock(db, row.id, async (trx) => {
    const current = await lockedProject(trx, id);
    const replaced = (await findBrief(trx, id)).logo_file_key;
    await insertFile(trx, file);
    await updateBrief(trx, id, { logo_file_key: file.key, updated_at: file.created_at });
    // A replaced logo is no longer the brief's: it goes with the change, leaving no unreachable file.
    if (replaced) await deleteFile(trx, id, replaced);
    await recordBriefEdit(trx, current, actor, file.created_at);
    await customerActivity(trx, current, actor, { events, now: file.created_at });
  });
  return projectDetail(db, actor, id);
}

async function addMessageRow(
  trx: Kysely<Database>,
  projectId: string,
  actor: Actor,
  body: string,
  attachmentKey: string | null,
) {
  await insertMessage(trx, {
    id: randomUUID(),
    project_id: projectId,
    author_role: actor.role === 'admin' ? 'admin' : 'customer',
    author_id: actor.id ?? '',
    author_name: actor.name,
    body,
    attachment_file_key: attachmentKey,
    created_at: new Date().toISOString(),
  });
}

export async function postMessage(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  message: { body: string; image?: Buffer },
  events: Publisher<ProjectsEvents>,
) {
  const row = await projectFor(db, actor, id);
  if (row.state === 'CANCELLED') throw new Conflict('The project is cancelled');
  const author = actor.role === 'admin' ? 'admin' : 'customer';
  // Checked before the slow decode, so a refused picture costs no CPU, and again under the lock.
  await ensureThreadRoom(db, row.id, author, Boolean(message.image));
  const file = message.image ? await preparePicture(id, message.image) : undefined;
  await inProjectLock(db, row.id, async (trx) => {
    await ensureThreadRoom(trx, row.id, author, Boolean(file));
    if (file) await insertFile(trx, file);
    await addMessageRow(trx, id, actor, message.body, file?.key ?? null);
    await customerActivity(trx, row, actor, { events, now: new Date().toISOString() });
  });
  return projectDetail(db, actor, id);
}

/** A logo or thread picture, only through its own project. */
export async function projectFile(db: Kysely<Database>, actor: Actor, id: string, key: string) {
  await projectFor(db, actor, id);
  const file = await findFileOfProject(db, id, key);
  if (!file) throw new NotFound('File not found');
  return file;
}
