import { randomUUID } from 'node:crypto';
import type { AuditLogPage, AuditLogQuery } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { csvLine } from '../../lib/csv-field';
import { auditRuleFor } from './audit-rules';
import { type AuditRow, auditEntries, countAuditEntries, insertAuditEntry } from './privacy.repository';

type Db = Kysely<Database>;

/** Rows a CSV export holds at most (a year of a small shop's admin work). */
export const AUDIT_EXPORT_LIMIT = 50_000;

/**
 * Writes an audit entry for every successful admin request the rules name, before its answer leaves: an
 * admin never sees a customer's data without a record of it. The hook covers the routes of this scope.
 */
export function recordAdminActions(api: FastifyInstance, db: Db): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const rule = auditRuleFor(request.method, request.routeOptions.url);
    const admin = request.auth;
    if (!rule || !admin || admin.role !== 'admin' || reply.statusCode >= 400) return payload;
    await insertAuditEntry(db, {
      id: randomUUID(),
      at: new Date().toISOString(),
      admin_id: admin.user.id,
      admin_name: admin.user.username ?? admin.user.name,
      action: rule.action,
      record: rule.record(
        (request.params ?? {}) as Record<string, string>,
        (request.query ?? {}) as Record<string, unknown>,
      ),
      detail: rule.detail?.(request.body) ?? null,
    });
    return payload;
  });
}

const toEntry = (row: AuditRow) => ({
  id: row.id,
  at: row.at,
  adminId: row.admin_id,
  adminName: row.admin_name,
  action: row.action,
  record: row.record,
  detail: row.detail,
});

export async function auditLogPage(db: Db, { page, limit }: AuditLogQuery): Promise<AuditLogPage> {
  const [rows, total] = await Promise.all([auditEntries(db, (page - 1) * limit, limit), countAuditEntries(db)]);
  return { entries: rows.map(toEntry), total, page, limit };
}

/** The log as CSV, newest first; every cell defused as the GST report's are. */
export async function auditLogCsv(db: Db): Promise<string> {
  const rows = await auditEntries(db, 0, AUDIT_EXPORT_LIMIT);
  const lines = [
    csvLine(['When (UTC)', 'Admin id', 'Admin', 'Action', 'Record', 'Detail']),
    ...rows.map((row) => csvLine([row.at, row.admin_id, row.admin_name, row.action, row.record, row.detail ?? ''])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
