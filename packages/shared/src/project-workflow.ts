/**
 * The project state machine, as one table: which role may take which action in which state,
 * and the state it leads to. The server applies nothing else; the web reads it to show the
 * buttons a state allows.
 */
export const PROJECT_STATES = [
  'AWAITING_BRIEF',
  'IN_DESIGN',
  'IN_REVIEW',
  'REVISION_REQUESTED',
  'DELIVERED',
  'PAUSED',
  'CANCELLED',
] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

export const PROJECT_ACTIONS = [
  'submit_brief',
  'post_preview',
  'request_changes',
  'start_revision',
  'approve',
  'deliver',
  'report_dissatisfaction',
  'resume',
  'pause',
  'cancel',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** Who acts: the customer who owns the project, an admin, or the store itself (the pause job, a refund). */
export type ProjectRole = 'customer' | 'admin' | 'system';
export const PROJECT_ROLES: readonly ProjectRole[] = ['customer', 'admin', 'system'];

/** `PREVIOUS` leads back to the state a paused project waited in. */
export const PREVIOUS = 'PREVIOUS' as const;
type Target = ProjectState | typeof PREVIOUS;

interface Transition {
  action: ProjectAction;
  role: ProjectRole;
  from: readonly ProjectState[];
  to: Target;
}

/** The states in which the project waits on the customer: the pause job watches these. */
export const WAITING_ON_CUSTOMER: readonly ProjectState[] = ['AWAITING_BRIEF', 'IN_REVIEW'];

export const PROJECT_TRANSITIONS: readonly Transition[] = [
  { action: 'submit_brief', role: 'customer', from: ['AWAITING_BRIEF'], to: 'IN_DESIGN' },
  { action: 'post_preview', role: 'admin', from: ['IN_DESIGN', 'REVISION_REQUESTED'], to: 'IN_REVIEW' },
  { action: 'request_changes', role: 'customer', from: ['IN_REVIEW'], to: 'REVISION_REQUESTED' },
  { action: 'start_revision', role: 'admin', from: ['REVISION_REQUESTED'], to: 'IN_DESIGN' },
  { action: 'approve', role: 'customer', from: ['IN_REVIEW'], to: 'DELIVERED' },
  // The customer approved outside the store (on the phone, in the thread): the shop delivers.
  { action: 'deliver', role: 'admin', from: ['IN_REVIEW'], to: 'DELIVERED' },
  { action: 'report_dissatisfaction', role: 'customer', from: ['DELIVERED'], to: 'DELIVERED' },
  { action: 'resume', role: 'customer', from: ['PAUSED'], to: PREVIOUS },
  { action: 'resume', role: 'admin', from: ['PAUSED'], to: PREVIOUS },
  { action: 'pause', role: 'system', from: WAITING_ON_CUSTOMER, to: 'PAUSED' },
  // Only a refund cancels a project (the refunds module calls it as the store).
  {
    action: 'cancel',
    role: 'system',
    from: ['AWAITING_BRIEF', 'IN_DESIGN', 'IN_REVIEW', 'REVISION_REQUESTED', 'PAUSED'],
    to: 'CANCELLED',
  },
];

/** The terms' words the third revision request is refused with (product spec, terms shown to buyer). */
export const REVISION_TERMS = 'up to two rounds of revisions';
export const MAX_REVISIONS = 2;
export const THIRD_REVISION_REFUSAL = `Our terms allow ${REVISION_TERMS}, and this project has used both. Approve this version, or write to us in the thread below.`;

export interface ProjectSituation {
  state: ProjectState;
  /** The state a PAUSED project waited in. */
  pausedFrom: ProjectState | null;
  revisionsUsed: number;
}

export type Decision =
  | { allowed: true; to: ProjectState; resumedFrom: ProjectState | null }
  | { allowed: false; reason: 'role' | 'state' | 'revisions'; message: string };

const ACTION_LABELS: Record<ProjectAction, string> = {
  submit_brief: 'submit the brief',
  post_preview: 'post a preview',
  request_changes: 'request changes',
  start_revision: 'start the revision',
  approve: 'approve',
  deliver: 'deliver',
  report_dissatisfaction: 'report dissatisfaction',
  resume: 'resume',
  pause: 'pause',
  cancel: 'cancel',
};

export const PROJECT_STATE_LABELS: Record<ProjectState, string> = {
  AWAITING_BRIEF: 'Awaiting your brief',
  IN_DESIGN: 'In design',
  IN_REVIEW: 'Ready for your review',
  REVISION_REQUESTED: 'Revision requested',
  DELIVERED: 'Delivered',
  PAUSED: 'Paused',
  // Only a refund cancels a project, so the board and the project page say why.
  CANCELLED: 'Order refunded',
};

/** The same states as the shop reads them: a project in review waits on the customer. */
export const SHOP_PROJECT_STATE_LABELS: Record<ProjectState, string> = {
  ...PROJECT_STATE_LABELS,
  IN_REVIEW: "Waiting for the customer's review",
};

function lookup(state: ProjectState, action: ProjectAction, role: ProjectRole): Transition | undefined {
  return PROJECT_TRANSITIONS.find((row) => row.action === action && row.role === role && row.from.includes(state));
}

/**
 * What `action` by `role` does to a project. A customer's action on a PAUSED project first
 * resumes it (any customer action resumes, per the terms), then applies in the state it waited in.
 */
export function decide(situation: ProjectSituation, action: ProjectAction, role: ProjectRole): Decision {
  if (!PROJECT_TRANSITIONS.some((row) => row.action === action && row.role === role)) {
    return { allowed: false, reason: 'role', message: `A ${role} cannot ${ACTION_LABELS[action]}` };
  }
  let state = situation.state;
  let resumedFrom: ProjectState | null = null;
  if (state === 'PAUSED' && role === 'customer' && action !== 'resume' && situation.pausedFrom) {
    state = situation.pausedFrom;
    resumedFrom = 'PAUSED';
  }
  const row = lookup(state, action, role);
  if (!row) {
    return {
      allowed: false,
      reason: 'state',
      message: `The project is ${PROJECT_STATE_LABELS[situation.state].toLowerCase()}: it is not possible to ${ACTION_LABELS[action]} now`,
    };
  }
  if (action === 'request_changes' && situation.revisionsUsed >= MAX_REVISIONS) {
    return { allowed: false, reason: 'revisions', message: THIRD_REVISION_REFUSAL };
  }
  const to = row.to === PREVIOUS ? (situation.pausedFrom ?? 'AWAITING_BRIEF') : row.to;
  return { allowed: true, to, resumedFrom };
}

/** The actions `role` may take on a project now (the web shows these as buttons). */
export function allowedActions(situation: ProjectSituation, role: ProjectRole): ProjectAction[] {
  return PROJECT_ACTIONS.filter((action) => decide(situation, action, role).allowed);
}
