export { downloadAuditCsv } from './api/download-audit-csv';
export { AUDIT_PAGE_SIZE, useAuditLog } from './api/get-audit-log';
export { useErasureRequests } from './api/get-erasures';
export { AuditLogTable } from './components/audit-log-table';
export { ErasureRequestsTable } from './components/erasure-requests-table';
