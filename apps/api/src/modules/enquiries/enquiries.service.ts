import { createHash, randomUUID } from 'node:crypto';
import {
  ACKNOWLEDGE_WITHIN_HOURS,
  type AdminEnquiriesQuery,
  type AdminEnquiriesResponse,
  type AdminEnquiry,
  type EnquiryInput,
  type EnquiryReceipt,
  type EnquiryStatus,
  enquiryDeadlines,
  isAcknowledgementOverdue,
  type Language,
  type PrivacyChoice,
} from '@store/shared';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import { withKeysLocked } from '../../db/keyed-lock';
import type { Database } from '../../db/schema';
import { clientAddressKey } from '../../lib/client-address-key';
import { NotFound, TooManyRequests } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import {
  countOpenSince,
  type EnquiryRow,
  findEnquiry,
  insertEnquiry,
  pageOfEnquiries,
  senderMessageTimes,
  updateEnquiryStatus,
} from './enquiries.repository';
import { newEnquiryReference } from './enquiry-reference';

export const ENQUIRIES_PAGE_SIZE = 20;
const HOUR_MS = 3_600_000;

type Admission = { admitted: false; waitSeconds: number } | { admitted: true; reference: string; createdAt: string };

export interface EnquiriesDeps {
  db: Kysely<Database>;
  /** Messages one network address may send per hour (many people share an address on Indian mobile networks). */
  limitPerHour: number;
  /** A new enquiry is published in the transaction that stores it (the shop's mail commits with it). */
  events: Publisher<EnquiriesEvents>;
}

/** A stored enquiry, as subscribers see it. */
export interface NewEnquiry {
  reference: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  plan: string | null;
  message: string;
  createdAt: string;
  /** The language of the visit: the acknowledgement is written in it. */
  language: Language;
  /** The privacy notice the sender read, when the form showed one. */
  privacy?: PrivacyChoice;
}

export interface EnquiriesEvents {
  EnquiryReceived: NewEnquiry;
}

declare module '../module' {
  interface DomainEvents extends EnquiriesEvents {}
}

/**
 * The sender's address (an IPv6 one by its /64), hashed: enough to count their messages, not
 * enough to keep who sent them.
 */
const senderKey = (address: string) =>
  createHash('sha256')
    .update(`enquiry-sender:${clientAddressKey(address)}`)
    .digest('base64url');

function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `You have sent several messages in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call or email us.`;
}

/**
 * Stores an enquiry and answers its reference number. The count of the sender's messages in the
 * last hour and the new row are written under one lock, so parallel requests cannot pass the limit.
 */
export async function submitEnquiry(
  deps: EnquiriesDeps,
  input: EnquiryInput,
  { address, language }: { address: string; language: Language },
): Promise<EnquiryReceipt> {
  const key = senderKey(address);
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await withKeysLocked<Admission>(deps.db, [`enquiry-sender:${key}`], async (trx) => {
        const now = new Date();
        const recent = await senderMessageTimes(trx, key, new Date(now.getTime() - HOUR_MS).toISOString());
        if (recent.length >= deps.limitPerHour) {
          const oldest = Date.parse(recent[recent.length - deps.limitPerHour] ?? now.toISOString());
          const waitSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
          return { admitted: false, waitSeconds };
        }
        const createdAt = now.toISOString();
        const reference = newEnquiryReference(now);
        await insertEnquiry(trx, {
          id: randomUUID(),
          reference,
          name: input.name,
          email: input.email,
          phone: input.phone,
          topic: input.topic,
          plan: input.plan || null,
          message: input.message,
          language,
          status: 'open',
          sender_key: key,
          created_at: createdAt,
          acknowledged_at: null,
          resolved_at: null,
          updated_at: createdAt,
        });
        const stored: NewEnquiry = {
          reference,
          name: input.name,
          email: input.email,
          phone: input.phone,
          topic: input.topic,
          plan: input.plan || null,
          message: input.message,
          createdAt,
          language,
          privacy: input.privacy,
        };
        // The keyed lock's connection is a transaction in all but type (BEGIN IMMEDIATE on SQLite).
        await deps.events.publish(trx as Transaction<Database>, 'EnquiryReceived', stored);
        return { admitted: true, reference, createdAt };
      });
      if (!outcome.admitted) throw new TooManyRequests(waitMessage(outcome.waitSeconds), outcome.waitSeconds);
      const deadlines = enquiryDeadlines(outcome.createdAt, input.topic);
      const within = input.topic === 'Complaint' ? ' and resolve it within one month' : '';
      return {
        reference: outcome.reference,
        message: `Thank you, we have your message. Your reference number is ${outcome.reference}. We will reply within ${ACKNOWLEDGE_WITHIN_HOURS} hours${within}.`,
        ...deadlines,
      };
    } catch (error) {
      // A reference drawn twice on one day (1 in 33 million): draw again.
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

/** An enquiry as the admin sees it, with its deadlines (the sender's archive shows the same). */
export function toAdmin(row: EnquiryRow, now: Date): AdminEnquiry {
  const deadlines = enquiryDeadlines(row.created_at, row.topic);
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    plan: row.plan,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    acknowledgedAt: row.acknowledged_at,
    resolvedAt: row.resolved_at,
    ...deadlines,
    overdue: isAcknowledgementOverdue({ status: row.status, acknowledgeBy: deadlines.acknowledgeBy }, now),
  };
}

/** A page of enquiries, newest first, and how many open ones are past their 48 hours. */
export async function listEnquiries(db: Kysely<Database>, query: AdminEnquiriesQuery): Promise<AdminEnquiriesResponse> {
  const now = new Date();
  const page = query.page ?? 1;
  const receivedBefore = new Date(now.getTime() - ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS).toISOString();
  const [{ rows, total }, overdue] = await Promise.all([
    pageOfEnquiries(db, { status: query.status, offset: (page - 1) * ENQUIRIES_PAGE_SIZE, limit: ENQUIRIES_PAGE_SIZE }),
    countOpenSince(db, receivedBefore),
  ]);
  return { enquiries: rows.map((row) => toAdmin(row, now)), total, overdue, pageSize: ENQUIRIES_PAGE_SIZE };
}

/** Moves an enquiry to a status; the first move out of `open` is its acknowledgement. */
export async function setEnquiryStatus(
  db: Kysely<Database>,
  reference: string,
  status: EnquiryStatus,
): Promise<AdminEnquiry> {
  const row = await findEnquiry(db, reference);
  if (!row) throw new NotFound(`No enquiry ${reference}`);
  const now = new Date();
  const at = now.toISOString();
  await updateEnquiryStatus(db, reference, {
    status,
    acknowledged_at: row.acknowledged_at ?? (status === 'open' ? null : at),
    resolved_at: status === 'resolved' ? (row.resolved_at ?? at) : null,
    updated_at: at,
  });
  const updated = await findEnquiry(db, reference);
  if (!updated) throw new NotFound(`No enquiry ${reference}`);
  return toAdmin(updated, now);
}
