/** An admin request that touches personal data, and how its audit entry names the record. */
export interface AuditRule {
  method: string;
  /** The route as registered, with its `/api` prefix. */
  url: string;
  action: string;
  record: (params: Record<string, string>, query: Record<string, unknown>) => string;
  detail?: (body: unknown) => string | null;
}

const searchOf = (query: Record<string, unknown>) =>
  [query.q ? `search "${String(query.q)}"` : 'all', `page ${String(query.page ?? 1)}`].join(', ');

/** An export's filters as the admin chose them. */
const filtersOf = (query: Record<string, unknown>) =>
  [query.status ? `status ${String(query.status)}` : '', query.q ? `search "${String(query.q)}"` : '']
    .filter(Boolean)
    .join(', ') || 'all';

/** Every admin action on personal data the audit log records (on success only). */
export const AUDIT_RULES: readonly AuditRule[] = [
  {
    method: 'POST',
    url: '/api/admin/orders/:orderNumber/refund',
    action: 'refund',
    record: (params) => `order ${params.orderNumber}`,
    detail: (body) => {
      const reason = (body as { reason?: unknown } | undefined)?.reason;
      return typeof reason === 'string' ? reason.slice(0, 200) : null;
    },
  },
  {
    method: 'GET',
    url: '/api/admin/orders/:orderNumber',
    action: 'order-view',
    record: (p) => `order ${p.orderNumber}`,
  },
  { method: 'PUT', url: '/api/admin/settings', action: 'settings-save', record: () => 'store settings' },
  {
    method: 'GET',
    url: '/api/users',
    action: 'customers-view',
    record: (_p, query) => `customers (${searchOf(query)})`,
  },
  { method: 'GET', url: '/api/admin/emails/:id', action: 'mail-view', record: (params) => `mail ${params.id}` },
  {
    method: 'PATCH',
    url: '/api/admin/enquiries/:reference',
    action: 'enquiry-update',
    record: (params) => `enquiry ${params.reference}`,
  },
  { method: 'GET', url: '/api/admin/audit-log.csv', action: 'audit-log-export', record: () => 'audit log' },
  {
    method: 'GET',
    url: '/api/admin/orders.csv',
    action: 'orders-export',
    record: (_p, query) => `orders (${filtersOf(query)})`,
  },
  {
    method: 'GET',
    url: '/api/admin/customers.csv',
    action: 'customers-export',
    record: (_p, query) => `customers (${filtersOf(query)})`,
  },
  {
    method: 'GET',
    url: '/api/admin/customers/:userId/data-export',
    action: 'data-export-view',
    record: (params) => `customer ${params.userId}`,
  },
  {
    method: 'GET',
    url: '/api/admin/customers/:userId/data-export.zip',
    action: 'data-export-download',
    record: (params) => `customer ${params.userId}`,
  },
  { method: 'GET', url: '/api/admin/privacy/erasures', action: 'erasures-view', record: () => 'erasure requests' },
];

const byRoute = new Map(AUDIT_RULES.map((rule) => [`${rule.method} ${rule.url}`, rule]));

export const auditRuleFor = (method: string, url: string | undefined) =>
  url === undefined ? undefined : byRoute.get(`${method} ${url}`);
