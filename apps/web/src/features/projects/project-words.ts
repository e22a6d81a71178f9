import { PROJECT_STATE_LABELS, type ProjectEvent, type ProjectState } from '@store/shared';

export type ProjectViewer = 'customer' | 'admin';

// The shared labels speak to the customer ("your brief"); the shop reads them about the customer.
const SHOP_STATE_LABELS: Partial<Record<ProjectState, string>> = {
  AWAITING_BRIEF: "Awaiting the customer's brief",
  IN_REVIEW: "Ready for the customer's review",
};

export const stateLabel = (state: ProjectState, viewer: ProjectViewer) =>
  (viewer === 'admin' ? SHOP_STATE_LABELS[state] : undefined) ?? PROJECT_STATE_LABELS[state];

/** A history entry as a sentence: what happened and who did it, from the reader's side. */
export function historySentence(event: ProjectEvent, viewer: ProjectViewer): string {
  const customer = viewer === 'customer' ? 'you' : 'the customer';
  const by = event.actorRole === 'customer' ? customer : event.actorRole === 'admin' ? 'the shop' : 'the store';
  switch (event.action) {
    case 'order_paid':
      return `Paid by ${customer}`;
    case 'submit_brief':
      return `Brief submitted by ${by}`;
    case 'edit_brief':
      return `Brief changed by ${by}`;
    case 'post_preview':
      return `Preview posted by ${by}`;
    case 'request_changes':
      return `Changes requested by ${by}`;
    case 'start_revision':
      return `Revision started by ${by}`;
    case 'approve':
      return `Approved by ${by}: delivered`;
    case 'deliver':
      return `Delivered by ${by}`;
    case 'report_dissatisfaction':
      return `Dissatisfaction reported by ${by}`;
    case 'pause':
      return `Paused after 7 days without hearing from ${customer}`;
    case 'resume':
      return `Resumed by ${by}`;
    case 'cancel':
      return 'Order refunded: the project is closed';
    default:
      return stateLabel(event.toState, viewer);
  }
}
