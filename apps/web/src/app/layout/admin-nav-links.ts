import { paths } from '../../config/paths';

export const adminNavLinks = [
  { label: 'Dashboard', to: paths.adminDashboard },
  { label: 'Manage Products', to: paths.products },
  { label: 'Manage Users', to: paths.adminUsers },
  { label: 'ManageOrders', to: paths.manageOrders },
  { label: 'Enquiries', to: paths.adminEnquiries },
  { label: 'Emails', to: paths.adminEmails },
  { label: 'Projects', to: paths.adminProjects },
  { label: 'Plans', to: paths.adminPlans },
  { label: 'GST report', to: paths.adminGst },
  { label: 'Settings', to: paths.adminSettings },
  { label: 'Audit log', to: paths.adminAuditLog },
] as const;
