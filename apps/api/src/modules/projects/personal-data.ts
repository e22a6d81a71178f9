import type { OpenWork } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Publisher } from '../../lib/event-bus';
import { applyAction } from './apply-action';
import {
  briefsOf,
  eraseProjectContent,
  eventsOfProjects,
  filesOfProjects,
  messagesOfProjects,
} from './personal-data.repository';
import { type ProjectRow, projectsOfUser } from './projects.repository';
import type { ProjectsEvents } from './projects-events';

const STORE = { role: 'system' as const, id: null, name: 'The store' };
const isOpen = (row: ProjectRow) => row.state !== 'DELIVERED' && row.state !== 'CANCELLED';
const EXTENSION: Record<string, string> = { 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The customer's projects with their briefs, history and messages, and every file of them for the archive. */
export async function projectsForExport(db: Kysely<Database>, userId: string) {
  const projects = await projectsOfUser(db, userId);
  const ids = projects.map((project) => project.id);
  const [briefs, events, messages, files] = await Promise.all([
    briefsOf(db, ids),
    eventsOfProjects(db, ids),
    messagesOfProjects(db, ids),
    filesOfProjects(db, ids),
  ]);
  const referenceOf = new Map(projects.map((project) => [project.id, project.reference]));
  const pathOf = (file: (typeof files)[number]) =>
    `projects/${referenceOf.get(file.project_id)}/${file.key}.${EXTENSION[file.content_type] ?? 'bin'}`;
  const filePaths = new Map(files.map((file) => [file.key, pathOf(file)]));
  return {
    projects: projects.map((project) => {
      const { job_lock_until: _lock, version: _version, ...fields } = project;
      const brief = briefs.find((row) => row.project_id === project.id);
      return {
        ...fields,
        brief: brief ? { ...brief, logoFile: brief.logo_file_key ? filePaths.get(brief.logo_file_key) : null } : null,
        history: events
          .filter((event) => event.project_id === project.id)
          .map(({ project_id: _project, ...event }) => event),
        messages: messages
          .filter((message) => message.project_id === project.id)
          .map(({ project_id: _project, ...message }) => ({
            ...message,
            attachmentFile: message.attachment_file_key ? filePaths.get(message.attachment_file_key) : null,
          })),
        files: files
          .filter((file) => file.project_id === project.id)
          .map((file) => ({ path: pathOf(file), contentType: file.content_type, byteSize: Number(file.byte_size) })),
      };
    }),
    files: files.map((file) => ({ path: pathOf(file), data: file.data })),
  };
}

/** Projects not yet delivered or cancelled: websites in the works and plan months to come or running. */
export async function openProjectsOf(db: Kysely<Database>, userId: string): Promise<OpenWork['projects']> {
  return (await projectsOfUser(db, userId))
    .filter(isOpen)
    .map((row) => ({ reference: row.reference, title: row.design_title, state: row.state }));
}

/**
 * Erases what the customer gave and wrote in their projects, in the caller's transaction. With `closeOpen`
 * (the customer agreed), each open project is first cancelled through the state machine, without a refund;
 * without it, an open project makes the erasure fail. The project rows stay (they belong to the orders kept
 * for tax), without the customer's name, email, brief, messages or files.
 */
export async function eraseProjectsOf(
  trx: Kysely<Database>,
  userId: string,
  {
    closeOpen,
    erasedName,
    reason,
    events,
  }: { closeOpen: boolean; erasedName: string; reason: string; events: Publisher<ProjectsEvents> },
) {
  const projects = await projectsOfUser(trx, userId);
  const open = projects.filter(isOpen);
  if (open.length > 0 && !closeOpen) return { closed: 0, open: open.length, erased: 0 };
  for (const project of open)
    await applyAction(trx, project, STORE, { action: 'cancel', comment: reason }, { events, cause: 'erasure' });
  if (projects.length > 0)
    await eraseProjectContent(
      trx,
      projects.map((project) => project.id),
      erasedName,
    );
  return { closed: open.length, open: 0, erased: projects.length };
}
