import { PROJECT_MESSAGES_PAGE_SIZE, type ProjectMessagesPage } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toMessage } from './project-view';
import { messagesBefore } from './projects.repository';

/**
 * A page of a thread before `before` (the latest without), oldest first, and the cursor of the page
 * before it: one row more than the page is read to know whether there is one.
 */
export async function messagesPage(
  db: Kysely<Database>,
  projectId: string,
  before?: { id: string; created_at: string },
): Promise<ProjectMessagesPage> {
  const rows = await messagesBefore(db, projectId, PROJECT_MESSAGES_PAGE_SIZE + 1, before);
  const page = rows.slice(0, PROJECT_MESSAGES_PAGE_SIZE).reverse();
  const earlierCursor = rows.length > PROJECT_MESSAGES_PAGE_SIZE ? (page[0]?.id ?? null) : null;
  return { messages: page.map((row) => toMessage(projectId, row)), earlierCursor };
}
