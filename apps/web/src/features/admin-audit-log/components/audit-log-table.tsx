import type { AuditEntry } from '@store/shared';
import { type StackedColumn, StackedTable } from '../../../components/stacked-table';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });

const COLUMNS: StackedColumn<AuditEntry>[] = [
  { header: 'When', cell: (entry) => when(entry.at), className: 'text-slate-600' },
  { header: 'Admin', cell: (entry) => entry.adminName, className: 'font-medium' },
  { header: 'Action', cell: (entry) => entry.action },
  { header: 'Record', cell: (entry) => entry.record, className: 'break-all' },
  { header: 'Detail', cell: (entry) => entry.detail ?? '', className: 'text-slate-600' },
];

/** Who did what to which record, and when; a card per entry on a phone, a table from `md` up. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="mt-6 text-sm text-slate-600">Nothing recorded yet.</p>;
  return <StackedTable rows={entries} rowKey={(entry) => entry.id} columns={COLUMNS} className="mt-6" />;
}
