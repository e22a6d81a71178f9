export { downloadAuditCsv } from './api/download-audit-csv';
export { AUDIT_PAGE_SIZE, useAuditLog } from './api/get-audit-log';
export { AuditLogTable } from './components/audit-log-table';
