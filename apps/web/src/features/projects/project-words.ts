import { PROJECT_ACTIONS, type ProjectEvent, type ProjectState } from '@store/shared';
import type { TFunction } from '../../i18n';

export type ProjectViewer = 'customer' | 'admin';

// The shared labels speak to the customer ("your brief"); the shop reads them about the customer.
const SHOP_STATE_LABELS: Partial<Record<ProjectState, string>> = {
  AWAITING_BRIEF: "Awaiting the customer's brief",
  IN_REVIEW: "Ready for the customer's review",
};

export const stateLabel = (state: ProjectState, viewer: ProjectViewer, t: TFunction) =>
  (viewer === 'admin' ? SHOP_STATE_LABELS[state] : undefined) ?? t(`project.state.${state}`);

// Every action, and the two entries that are not actions: the payment and a brief corrected.
const EVENTS = [...PROJECT_ACTIONS, 'order_paid', 'edit_brief'] as const;
const isEvent = (action: string): action is (typeof EVENTS)[number] => (EVENTS as readonly string[]).includes(action);

/** A history entry as a sentence: what happened and who did it, from the reader's side. */
export function historySentence(event: ProjectEvent, viewer: ProjectViewer, t: TFunction): string {
  if (!isEvent(event.action)) return stateLabel(event.toState, viewer, t);
  const customer = t(viewer === 'customer' ? 'project.actor.you' : 'project.actor.customer');
  const by = event.actorRole === 'customer' ? customer : t(`project.actor.${event.actorRole}`);
  return t(`project.event.${event.action}`, { customer, by });
}
