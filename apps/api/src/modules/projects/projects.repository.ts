import type { ProjectKind, ProjectState } from '@store/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type {
  ProjectsBriefAssetsTable,
  ProjectsBriefsTable,
  ProjectsEventsTable,
  ProjectsFilesTable,
  ProjectsMessagesTable,
  ProjectsProjectsTable,
  ProjectsTables,
} from './projects.tables';

const own = ownTables<ProjectsTables>();

type Db = DbHandle;
export type ProjectRow = Selectable<ProjectsProjectsTable>;
export type BriefRow = Selectable<ProjectsBriefsTable>;
export type EventRow = Selectable<ProjectsEventsTable>;
export type MessageRow = Selectable<ProjectsMessagesTable>;
export type AssetRow = Selectable<ProjectsBriefAssetsTable>;

/** A project and its brief, which may start with what the store already knows (`brief`). */
export async function insertProject(
  db: Db,
  project: Insertable<ProjectsProjectsTable>,
  brief: { phone?: string; email?: string } = {},
): Promise<void> {
  await own(db).insertInto('projects_projects').values(project).execute();
  await own(db)
    .insertInto('projects_briefs')
    .values({ project_id: project.id, updated_at: project.created_at, ...brief })
    .execute();
}

export const findProject = (db: Db, id: string) =>
  own(db).selectFrom('projects_projects').selectAll().where('id', '=', id).executeTakeFirst();

export const projectsOfUser = (db: Db, userId: string) =>
  own(db)
    .selectFrom('projects_projects')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('reference')
    .execute();

/** LIKE pattern matching the keyword literally anywhere, case-insensitively (used with `escape '\'`). */
const containsPattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The admin board: by state and by a keyword in the order number, customer name or email; 500 at most. */
export async function searchProjects(
  db: Db,
  filter: { state?: ProjectState; keyword?: string; kind?: ProjectKind },
): Promise<ProjectRow[]> {
  let query = own(db).selectFrom('projects_projects').selectAll();
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    query = query.where((eb) =>
      eb.or(
        (['reference', 'customer_name', 'customer_email'] as const).map((column) =>
          eb(eb.fn('lower', [column]), 'like', eb.val(pattern)).$castTo<boolean>(),
        ),
      ),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('reference').limit(500).execute();
}

/**
 * Applies a change only if the project is still at `version` (what the decision was made on);
 * false when another request changed it first.
 */
export async function updateProjectAt(
  db: Db,
  id: string,
  version: number,
  changes: Updateable<ProjectsProjectsTable>,
): Promise<boolean> {
  const result = await own(db)
    .updateTable('projects_projects')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvent(db: Db, event: Insertable<ProjectsEventsTable>): Promise<void> {
  await own(db).insertInto('projects_events').values(event).execute();
}

export const eventsOf = (db: Db, projectId: string) =>
  own(db).selectFrom('projects_events').selectAll().where('project_id', '=', projectId).orderBy('id').execute();

export const findBrief = (db: Db, projectId: string) =>
  own(db).selectFrom('projects_briefs').selectAll().where('project_id', '=', projectId).executeTakeFirstOrThrow();

export async function updateBrief(db: Db, projectId: string, changes: Updateable<ProjectsBriefsTable>): Promise<void> {
  await own(db).updateTable('projects_briefs').set(changes).where('project_id', '=', projectId).execute();
}

export async function insertMessage(db: Db, message: Insertable<ProjectsMessagesTable>): Promise<void> {
  await own(db).insertInto('projects_messages').values(message).execute();
}

/**
 * Up to `limit` messages before `before` (or the latest), newest first: a thread reads in
 * (created_at, id) order, so messages sharing an instant neither repeat nor go missing between pages.
 */
export function messagesBefore(
  db: Db,
  projectId: string,
  limit: number,
  before?: Pick<MessageRow, 'created_at' | 'id'>,
): Promise<MessageRow[]> {
  let query = own(db).selectFrom('projects_messages').selectAll().where('project_id', '=', projectId);
  if (before) {
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(before.created_at, before.id)));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export const findMessageOfProject = (db: Db, projectId: string, id: string) =>
  own(db)
    .selectFrom('projects_messages')
    .select(['id', 'created_at'])
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * The times of one author role's messages in a project since `since` (all when omitted), oldest
 * first, only those with a picture when `pictures`: what the thread's limits count.
 */
export async function authorMessageTimes(
  db: Db,
  projectId: string,
  role: MessageRow['author_role'],
  filter: { since?: string; pictures?: boolean },
): Promise<string[]> {
  let query = own(db)
    .selectFrom('projects_messages')
    .select('created_at')
    .where('project_id', '=', projectId)
    .where('author_role', '=', role);
  if (filter.since) query = query.where('created_at', '>', filter.since);
  if (filter.pictures) query = query.where('attachment_file_key', 'is not', null);
  const rows = await query.orderBy('created_at').execute();
  return rows.map((row) => row.created_at);
}

export async function countAuthorMessages(
  db: Db,
  projectId: string,
  role: MessageRow['author_role'],
  pictures: boolean,
): Promise<number> {
  let query = own(db)
    .selectFrom('projects_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('project_id', '=', projectId)
    .where('author_role', '=', role);
  if (pictures) query = query.where('attachment_file_key', 'is not', null);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertFile(db: Db, file: Insertable<ProjectsFilesTable>): Promise<void> {
  await own(db).insertInto('projects_files').values(file).execute();
}

export async function deleteFile(db: Db, projectId: string, key: string): Promise<void> {
  await own(db).deleteFrom('projects_files').where('project_id', '=', projectId).where('key', '=', key).execute();
}

/** A file of this project only: a key of another project answers nothing. */
export const findFileOfProject = (db: Db, projectId: string, key: string) =>
  own(db)
    .selectFrom('projects_files')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('key', '=', key)
    .executeTakeFirst();

/** Projects waiting on the customer since before `since`, for the pause and reminder job. */
export const waitingSince = (db: Db, states: readonly ProjectState[], since: string, limit: number) =>
  own(db)
    .selectFrom('projects_projects')
    .select(['id'])
    .where('state', 'in', [...states])
    .where('waiting_since', '<=', since)
    .orderBy('waiting_since')
    .limit(limit)
    .execute();

/** Marks the brief reminder sent; false when a run before this one marked it. */
export async function markBriefReminded(db: Db, id: string, at: string): Promise<boolean> {
  const result = await own(db)
    .updateTable('projects_projects')
    .set({ brief_reminded_at: at })
    .where('id', '=', id)
    .where('brief_reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the start of the customer's wait, only while the project is still at `version`. */
export async function setWaitingSince(db: Db, id: string, version: number, since: string): Promise<void> {
  await own(db)
    .updateTable('projects_projects')
    .set({ waiting_since: since })
    .where('id', '=', id)
    .where('version', '=', version)
    .execute();
}

/** Holds a project for this job run until `until`; false when another instance holds it. */
export async function claimForJob(db: Db, id: string, now: string, until: string): Promise<boolean> {
  const result = await own(db)
    .updateTable('projects_projects')
    .set({ job_lock_until: until })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('job_lock_until', 'is', null), eb('job_lock_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const releaseJobClaim = (db: Db, id: string) =>
  own(db).updateTable('projects_projects').set({ job_lock_until: null }).where('id', '=', id).execute();

/** How many projects an order has so far: a plan month's reference continues after its designs'. */
export async function countProjectsOfOrder(db: Db, orderId: string): Promise<number> {
  const row = await own(db)
    .selectFrom('projects_projects')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** An order's plan-month projects, for a refund to look at. */
/** Every project of an order, websites and plan months. */
export const projectsOfOrder = (db: Db, orderId: string) =>
  own(db).selectFrom('projects_projects').selectAll().where('order_id', '=', orderId).orderBy('reference').execute();

/** An order's websites still waiting for their brief, in the order's line and unit order. */
export const designsAwaitingBrief = (db: Db, orderId: string) =>
  own(db)
    .selectFrom('projects_projects')
    .select(['id', 'reference', 'design_title'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'design')
    .where('state', '=', 'AWAITING_BRIEF')
    .orderBy('order_position')
    .orderBy('unit_index')
    .execute();

export async function insertAsset(db: Db, asset: Insertable<ProjectsBriefAssetsTable>): Promise<void> {
  await own(db).insertInto('projects_brief_assets').values(asset).execute();
}

export const assetsOf = (db: Db, projectId: string) =>
  own(db)
    .selectFrom('projects_brief_assets')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('file_key')
    .execute();

/** Removes a brief picture and its file together; false when the project has no such picture. */
export async function deleteAsset(db: Db, projectId: string, key: string): Promise<boolean> {
  const result = await own(db)
    .deleteFrom('projects_brief_assets')
    .where('project_id', '=', projectId)
    .where('file_key', '=', key)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await deleteFile(db, projectId, key);
  return true;
}
