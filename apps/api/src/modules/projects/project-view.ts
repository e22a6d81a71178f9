import {
  type AdminProject,
  allowedActions,
  dissatisfactionEndsAt,
  isProjectOverdue,
  MAX_REVISIONS,
  type Project,
  type ProjectDetail,
  type ProjectMessage,
  type ProjectMessagesPage,
  type ProjectRole,
} from '@store/shared';
import type { AssetRow, BriefRow, EventRow, MessageRow, ProjectRow } from './projects.repository';

export const projectFilePath = (projectId: string, key: string) => `/api/projects/${projectId}/files/${key}`;

/** A project as `role` sees it, with the actions that role may take now. */
export function toProject(row: ProjectRow, role: ProjectRole, now = new Date()): Project {
  const situation = { state: row.state, pausedFrom: row.paused_from, revisionsUsed: row.revisions_used };
  const delivered = row.delivered_at && row.delivery_site_url !== null;
  return {
    id: row.id,
    reference: row.reference,
    orderNumber: row.order_number,
    kind: row.kind,
    designId: row.design_id,
    designTitle: row.design_title,
    planMonth:
      row.kind === 'plan_month' && row.plan_month && row.plan_months_of && row.month_starts_on && row.month_ends_on
        ? { number: row.plan_month, of: row.plan_months_of, startsOn: row.month_starts_on, endsOn: row.month_ends_on }
        : null,
    state: row.state,
    pausedFrom: row.paused_from,
    revisionsUsed: row.revisions_used,
    maxRevisions: MAX_REVISIONS,
    // A delivered or refunded project is due nothing more.
    dueAt: row.state === 'DELIVERED' || row.state === 'CANCELLED' ? null : row.due_at,
    overdue: isProjectOverdue({ state: row.state, dueAt: row.due_at }, now),
    previewUrl: row.preview_url,
    delivery:
      delivered && row.delivered_at
        ? {
            siteUrl: row.delivery_site_url ?? '',
            handedOver: row.delivery_handed_over ?? '',
            deliveredAt: row.delivered_at,
          }
        : null,
    dissatisfactionEndsAt: row.delivered_at ? dissatisfactionEndsAt(row.delivered_at) : null,
    dissatisfactionReportedAt: row.dissatisfaction_reported_at,
    allowedActions: allowedActions(situation, role).filter(
      // The window is a rule of time, not of state: the button goes when the 7 days are over.
      (action) =>
        action !== 'report_dissatisfaction' ||
        (row.delivered_at !== null &&
          row.dissatisfaction_reported_at === null &&
          now.getTime() <= Date.parse(dissatisfactionEndsAt(row.delivered_at))),
    ),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const toAdminProject = (row: ProjectRow, now = new Date()): AdminProject => ({
  ...toProject(row, 'admin', now),
  customerName: row.customer_name,
  customerEmail: row.customer_email,
});

export const toMessage = (projectId: string, message: MessageRow): ProjectMessage => ({
  id: message.id,
  authorRole: message.author_role,
  authorName: message.author_name,
  body: message.body,
  attachmentSrc: message.attachment_file_key ? projectFilePath(projectId, message.attachment_file_key) : null,
  createdAt: message.created_at,
});

export function toDetail(
  row: ProjectRow,
  role: ProjectRole,
  parts: { brief: BriefRow; thread: ProjectMessagesPage; events: EventRow[]; assets: AssetRow[] },
): ProjectDetail {
  const { brief } = parts;
  const text = (value: string | null) => value ?? undefined;
  return {
    ...toProject(row, role),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    brief: {
      businessName: text(brief.business_name),
      tagline: text(brief.tagline),
      phone: text(brief.phone),
      email: text(brief.email),
      address: text(brief.address),
      openingHours: text(brief.opening_hours),
      primaryColour: text(brief.primary_colour),
      secondaryColour: text(brief.secondary_colour),
      domain: text(brief.domain),
      notes: text(brief.notes),
      logoSrc: brief.logo_file_key ? projectFilePath(row.id, brief.logo_file_key) : null,
      submittedAt: brief.submitted_at,
      updatedAt: brief.updated_at,
    },
    monthlyBrief:
      row.kind === 'plan_month'
        ? {
            focus: text(brief.month_focus),
            offers: text(brief.month_offers),
            assets: parts.assets.map((asset) => ({
              key: asset.file_key,
              src: projectFilePath(row.id, asset.file_key),
            })),
            submittedAt: brief.submitted_at,
          }
        : null,
    messages: parts.thread.messages,
    earlierMessagesCursor: parts.thread.earlierCursor,
    history: parts.events.map((event) => ({
      fromState: event.from_state,
      toState: event.to_state,
      action: event.action,
      actorRole: event.actor_role,
      reason: event.reason,
      at: event.at,
    })),
  };
}
