import { type DbHandle, ownTables } from '../../db/own-tables';
import type { ProjectsTables } from './projects.tables';

const own = ownTables<ProjectsTables>();

type Db = DbHandle;

const none = <T>() => Promise.resolve([] as T[]);

export const briefsOf = (db: Db, projectIds: string[]) =>
  projectIds.length === 0
    ? none<never>()
    : own(db).selectFrom('projects_briefs').selectAll().where('project_id', 'in', projectIds).execute();

export const eventsOfProjects = (db: Db, projectIds: string[]) =>
  projectIds.length === 0
    ? none<never>()
    : own(db).selectFrom('projects_events').selectAll().where('project_id', 'in', projectIds).orderBy('id').execute();

export const messagesOfProjects = (db: Db, projectIds: string[]) =>
  projectIds.length === 0
    ? none<never>()
    : own(db)
        .selectFrom('projects_messages')
        .selectAll()
        .where('project_id', 'in', projectIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();

export const filesOfProjects = (db: Db, projectIds: string[]) =>
  projectIds.length === 0
    ? none<never>()
    : own(db)
        .selectFrom('projects_files')
        .selectAll()
        .where('project_id', 'in', projectIds)
        .orderBy('created_at')
        .orderBy('key')
        .execute();

export async function eraseProjectContent(db: Db, projectIds: string[], erasedName: string) {
  const now = new Date().toISOString();
  await own(db).deleteFrom('projects_messages').where('project_id', 'in', projectIds).execute();
  await own(db).deleteFrom('projects_brief_assets').where('project_id', 'in', projectIds).execute();
  await own(db).deleteFrom('projects_files').where('project_id', 'in', projectIds).execute();
  await own(db)
    .updateTable('projects_briefs')
    .set({
      business_name: null,
      tagline: null,
      phone: null,
      email: null,
      address: null,
      opening_hours: null,
      primary_colour: null,
      secondary_colour: null,
      domain: null,
      notes: null,
      logo_file_key: null,
      month_focus: null,
      month_offers: null,
      updated_at: now,
    })
    .where('project_id', 'in', projectIds)
    .execute();
  // What the customer or the shop wrote about the work; the store's own entries (refunds, pauses) stay.
  await own(db)
    .updateTable('projects_events')
    .set({ reason: null })
    .where('project_id', 'in', projectIds)
    .where('actor_role', '!=', 'system')
    .execute();
  await own(db)
    .updateTable('projects_projects')
    .set({
      customer_name: erasedName,
      customer_email: '',
      preview_url: null,
      delivery_site_url: null,
      delivery_handed_over: null,
      updated_at: now,
    })
    .where('id', 'in', projectIds)
    .execute();
}
