import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { Conflict, TooManyRequests } from '../../lib/errors';
import { authorMessageTimes, countAuthorMessages, type MessageRow } from './projects.repository';

type Author = MessageRow['author_role'];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What one side of a thread may write: the shop answers many customers' questions, so it gets more. */
export const THREAD_LIMITS = {
  customer: { messagesPerMinute: 10, messages: 500, picturesPerDay: 20, pictures: 100 },
  admin: { messagesPerMinute: 30, messages: 1000, picturesPerDay: 50, pictures: 250 },
} as const satisfies Record<Author, Record<string, number>>;

const TOTAL_WORDS = {
  customer: {
    whose: 'your',
    messages: 'Please email us or call us to go on.',
    pictures: 'Please send more as a link, or email us.',
  },
  admin: {
    whose: "the shop's",
    messages: 'Please write to the customer by email.',
    pictures: 'Please send more as a link.',
  },
} as const;

function waitWords(seconds: number): string {
  const [amount, unit] =
    seconds < 120
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** Seconds until the oldest of the last `limit` times leaves the window, or 0 while there is room. */
async function waitFor(times: Promise<string[]>, limit: number, windowMs: number, now: number): Promise<number> {
  const list = await times;
  if (list.length < limit) return 0;
  const freedAt = Date.parse(list[list.length - limit] ?? '') + windowMs;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}

/**
 * Refuses a message its author may not add now, before anything is decoded or written: 409 when
 * the thread holds the author's total (waiting would not help, so no Retry-After), 429 with
 * Retry-After past the per-minute or per-day rate. Counted in the database; call it again inside
 * the project's lock, so parallel posts from any instance cannot pass a limit together.
 */
export async function ensureThreadRoom(
  db: Kysely<Database>,
  projectId: string,
  role: Author,
  withPicture: boolean,
  now = new Date(),
): Promise<void> {
  const limits = THREAD_LIMITS[role];
  const words = TOTAL_WORDS[role];
  const at = now.getTime();
  if ((await countAuthorMessages(db, projectId, role, false)) >= limits.messages) {
    throw new Conflict(
      `This project's thread holds at most ${limits.messages} of ${words.whose} messages. ${words.messages}`,
    );
  }
  if (withPicture && (await countAuthorMessages(db, projectId, role, true)) >= limits.pictures) {
    throw new Conflict(
      `This project's thread holds at most ${limits.pictures} of ${words.whose} pictures. ${words.pictures}`,
    );
  }
  const since = (ms: number) => new Date(at - ms).toISOString();
  const minuteWait = await waitFor(
    authorMessageTimes(db, projectId, role, { since: since(MINUTE_MS) }),
    limits.messagesPerMinute,
    MINUTE_MS,
    at,
  );
  if (minuteWait > 0) {
    throw new TooManyRequests(
      `You can send at most ${limits.messagesPerMinute} messages a minute. Please try again in ${waitWords(minuteWait)}.`,
      minuteWait,
    );
  }
  if (!withPicture) return;
  const dayWait = await waitFor(
    authorMessageTimes(db, projectId, role, { since: since(DAY_MS), pictures: true }),
    limits.picturesPerDay,
    DAY_MS,
    at,
  );
  if (dayWait > 0) {
    throw new TooManyRequests(
      `You can send at most ${limits.picturesPerDay} pictures a day in a project. Please try again in ${waitWords(dayWait)}.`,
      dayWait,
    );
  }
}
