import type { ProjectAction, ProjectRole, ProjectState } from './project-workflow';

/**
 * The answer key for the project state machine, written out by hand from the projects README and the
 * terms shown to the buyer (two rounds of revisions, pause after 7 days without the customer, only a
 * refund cancels, and it leaves delivered work delivered). It is never derived from
 * PROJECT_TRANSITIONS: a change to the machine must change this table too, on purpose.
 * Every case has one revision used, so a request for changes is still within the terms.
 */
export const REFUSED_ROLE = 'refused 403 role';
export const REFUSED_STATE = 'refused 409 state';
export type ExpectedOutcome = ProjectState | typeof REFUSED_ROLE | typeof REFUSED_STATE;

const ROLE = REFUSED_ROLE;
const STATE = REFUSED_STATE;

type Row = Record<ProjectRole, ExpectedOutcome>;
type Situation = { state: ProjectState; pausedFrom: ProjectState | null };

const TABLE: Array<[Situation, Record<ProjectAction, Row>]> = [
  [
    { state: 'AWAITING_BRIEF', pausedFrom: null },
    {
      submit_brief: { customer: 'IN_DESIGN', admin: ROLE, system: ROLE },
      post_preview: { customer: ROLE, admin: STATE, system: ROLE },
      request_changes: { customer: STATE, admin: ROLE, system: ROLE },
      start_revision: { customer: ROLE, admin: STATE, system: ROLE },
      approve: { customer: STATE, admin: ROLE, system: ROLE },
      deliver: { customer: ROLE, admin: STATE, system: ROLE },
      report_dissatisfaction: { customer: STATE, admin: ROLE, system: ROLE },
      resume: { customer: STATE, admin: STATE, system: ROLE },
      pause: { customer: ROLE, admin: ROLE, system: 'PAUSED' },
      cancel: { customer: ROLE, admin: ROLE, system: 'CANCELLED' },
    },
  ],
  [
    { state: 'IN_DESIGN', pausedFrom: null },
    {
      submit_brief: { customer: STATE, admin: ROLE, system: ROLE },
      post_preview: { customer: ROLE, admin: 'IN_REVIEW', system: ROLE },
      request_changes: { customer: STATE, admin: ROLE, system: ROLE },
      start_revision: { customer: ROLE, admin: STATE, system: ROLE },
      approve: { customer: STATE, admin: ROLE, system: ROLE },
      deliver: { customer: ROLE, admin: STATE, system: ROLE },
      report_dissatisfaction: { customer: STATE, admin: ROLE, system: ROLE },
      resume: { customer: STATE, admin: STATE, system: ROLE },
      pause: { customer: ROLE, admin: ROLE, system: STATE },
      cancel: { customer: ROLE, admin: ROLE, system: 'CANCELLED' },
    },
  ],
  [
    { state: 'IN_REVIEW', pausedFrom: null },
    {
      submit_brief: { customer: STATE, admin: ROLE, system: ROLE },
      post_preview: { customer: ROLE, admin: STATE, system: ROLE },
      request_changes: { customer: 'REVISION_REQUESTED', admin: ROLE, system: ROLE },
      start_revision: { customer: ROLE, admin: STATE, system: ROLE },
      approve: { customer: 'DELIVERED', admin: ROLE, system: ROLE },
      deliver: { customer: ROLE, admin: 'DELIVERED', system: ROLE },
      report_dissatisfaction: { customer: STATE, admin: ROLE, system: ROLE },
      resume: { customer: STATE, admin: STATE, system: ROLE },
      pause: { customer: ROLE, admin: ROLE, system: 'PAUSED' },
      cancel: { customer: ROLE, admin: ROLE, system: 'CANCELLED' },
    },
  ],
  [
    { state: 'REVISION_REQUESTED', pausedFrom: null },
    {
      submit_brief: { customer: STATE, admin: ROLE, system: ROLE },
      post_preview: { customer: ROLE, admin: 'IN_REVIEW', system: ROLE },
      request_changes: { customer: STATE, admin: ROLE, system: ROLE },
      start_revision: { customer: ROLE, admin: 'IN_DESIGN', system: ROLE },
      approve: { customer: STATE, admin: ROLE, system: ROLE },
      deliver: { customer: ROLE, admin: STATE, system: ROLE },
      report_dissatisfaction: { customer: STATE, admin: ROLE, system: ROLE },
      resume: { customer: STATE, admin: STATE, system: ROLE },
      pause: { customer: ROLE, admin: ROLE, system: STATE },
      cancel: { customer: ROLE, admin: ROLE, system: 'CANCELLED' },
    },
  ],
  [
    { state: 'DELIVERED', pausedFrom: null },
    {
      submit_brief: { customer: STATE, admin: ROLE, system: ROLE },
      post_preview: { customer: ROLE, admin: STATE, system: ROLE },
      request_changes: { customer: STATE, admin: ROLE, system: ROLE },
      start_revision: { customer: ROLE, admin: STATE, system: ROLE },
      approve: { customer: STATE, admin: ROLE, system: ROLE },
      deliver: { customer: ROLE, admin: STATE, system: ROLE },
      report_dissatisfaction: { customer: 'DELIVERED', admin: ROLE, system: ROLE },
      resume: { customer: STATE, admin: STATE, system: ROLE },
      pause: { customer: ROLE, admin: ROLE, system: STATE },
      cancel: { customer: ROLE, admin: ROLE, system: STATE },
    },
  ],
  [
    { state: 'CANCELLED', pausedFrom: null },
    {
      submit_brief: { customer: STATE, admin: ROLE, system: ROLE },
      post_preview: { customer: ROLE, admin: STATE, system: ROLE },
      request_changes: { customer: STATE, admin: ROLE, system: ROLE },
      start_revision: { customer: ROLE, admin: STATE, system: ROLE },
      approve: { customer: STATE, admin: ROLE, system: ROLE },
      deliver: { customer: ROLE, admin: STATE, system: ROLE },
      report_dissatisfaction: { customer: STATE, admin: ROLE, system: ROLE },
      resume: { customer: STATE, admin: STATE, system: ROLE },
      pause: { customer: ROLE, admin: ROLE, system: STATE },
      cancel: { customer: ROLE, admin: ROLE, system: STATE },
    },
  ],
  // A customer's action on a paused project resumes it first, then applies in the state it waited in.
  [
    { state: 'PAUSED', pausedFrom: 'AWAITING_BRIEF' },
    {
      submit_brief: { customer: 'IN_DESIGN', admin: ROLE, system: ROLE },
      post_preview: { customer: ROLE, admin: STATE, system: ROLE },
      request_changes: { customer: STATE, admin: ROLE, system: ROLE },
      start_revision: { customer: ROLE, admin: STATE, system: ROLE },
      approve: { customer: STATE, admin: ROLE, system: ROLE },
      deliver: { customer: ROLE, admin: STATE, system: ROLE },
      report_dissatisfaction: { customer: STATE, admin: ROLE, system: ROLE },
      resume: { customer: 'AWAITING_BRIEF', admin: 'AWAITING_BRIEF', system: ROLE },
      pause: { customer: ROLE, admin: ROLE, system: STATE },
      cancel: { customer: ROLE, admin: ROLE, system: 'CANCELLED' },
    },
  ],
  [
    { state: 'PAUSED', pausedFrom: 'IN_REVIEW' },
    {
      submit_brief: { customer: STATE, admin: ROLE, system: ROLE },
      post_preview: { customer: ROLE, admin: STATE, system: ROLE },
      request_changes: { customer: 'REVISION_REQUESTED', admin: ROLE, system: ROLE },
      start_revision: { customer: ROLE, admin: STATE, system: ROLE },
      approve: { customer: 'DELIVERED', admin: ROLE, system: ROLE },
      deliver: { customer: ROLE, admin: STATE, system: ROLE },
      report_dissatisfaction: { customer: STATE, admin: ROLE, system: ROLE },
      resume: { customer: 'IN_REVIEW', admin: 'IN_REVIEW', system: ROLE },
      pause: { customer: ROLE, admin: ROLE, system: STATE },
      cancel: { customer: ROLE, admin: ROLE, system: 'CANCELLED' },
    },
  ],
];

export interface ProjectTransitionCase extends Situation {
  action: ProjectAction;
  role: ProjectRole;
  expected: ExpectedOutcome;
  /** Such as `PAUSED(IN_REVIEW) approve by customer`, for failure messages. */
  label: string;
}

/** The table above as one row per (situation, action, role): 8 situations × 10 actions × 3 roles. */
export const PROJECT_TRANSITION_CASES: readonly ProjectTransitionCase[] = TABLE.flatMap(([situation, actions]) =>
  Object.entries(actions).flatMap(([action, row]) =>
    Object.entries(row).map(([role, expected]) => ({
      ...situation,
      action: action as ProjectAction,
      role: role as ProjectRole,
      expected,
      label: `${situation.state}${situation.pausedFrom ? `(${situation.pausedFrom})` : ''} ${action} by ${role}`,
    })),
  ),
);
