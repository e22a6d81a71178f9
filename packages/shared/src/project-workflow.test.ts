import { describe, expect, it } from 'vitest';
import { PROJECT_TRANSITION_CASES, REFUSED_ROLE, REFUSED_STATE } from './project-transitions.test-data';
import {
  allowedActions,
  decide,
  PROJECT_ACTIONS,
  PROJECT_ROLES,
  PROJECT_STATES,
  REVISION_TERMS,
  THIRD_REVISION_REFUSAL,
} from './project-workflow';

const at = (state: (typeof PROJECT_STATES)[number], extra: Partial<Parameters<typeof decide>[0]> = {}) => ({
  state,
  pausedFrom: null,
  revisionsUsed: 0,
  ...extra,
});

describe('project state machine', () => {
  it('runs the journey: brief, preview, revision, preview, approval', () => {
    expect(decide(at('AWAITING_BRIEF'), 'submit_brief', 'customer')).toMatchObject({ to: 'IN_DESIGN' });
    expect(decide(at('IN_DESIGN'), 'post_preview', 'admin')).toMatchObject({ to: 'IN_REVIEW' });
    expect(decide(at('IN_REVIEW'), 'request_changes', 'customer')).toMatchObject({ to: 'REVISION_REQUESTED' });
    expect(decide(at('REVISION_REQUESTED'), 'post_preview', 'admin')).toMatchObject({ to: 'IN_REVIEW' });
    expect(decide(at('IN_REVIEW'), 'approve', 'customer')).toMatchObject({ to: 'DELIVERED' });
  });

  it('refuses a third revision request with the terms’ words', () => {
    const refused = decide(at('IN_REVIEW', { revisionsUsed: 2 }), 'request_changes', 'customer');
    expect(refused).toEqual({ allowed: false, reason: 'revisions', message: THIRD_REVISION_REFUSAL });
    expect(THIRD_REVISION_REFUSAL).toContain(REVISION_TERMS);
    expect(decide(at('IN_REVIEW', { revisionsUsed: 1 }), 'request_changes', 'customer').allowed).toBe(true);
  });

  it('resumes a paused project with any customer action, in the state it waited in', () => {
    const paused = at('PAUSED', { pausedFrom: 'IN_REVIEW' });
    expect(decide(paused, 'approve', 'customer')).toEqual({ allowed: true, to: 'DELIVERED', resumedFrom: 'PAUSED' });
    expect(decide(paused, 'resume', 'customer')).toEqual({ allowed: true, to: 'IN_REVIEW', resumedFrom: null });
    expect(decide(paused, 'submit_brief', 'customer')).toMatchObject({ allowed: false, reason: 'state' });
    expect(decide(at('PAUSED', { pausedFrom: 'AWAITING_BRIEF' }), 'submit_brief', 'customer')).toMatchObject({
      to: 'IN_DESIGN',
    });
    expect(decide(paused, 'post_preview', 'admin')).toMatchObject({ allowed: false, reason: 'state' });
  });

  it('keeps each action to its role: customers never post previews, admins never approve for the customer', () => {
    expect(decide(at('IN_DESIGN'), 'post_preview', 'customer')).toMatchObject({ allowed: false, reason: 'role' });
    expect(decide(at('IN_REVIEW'), 'approve', 'admin')).toMatchObject({ allowed: false, reason: 'role' });
    expect(decide(at('IN_REVIEW'), 'cancel', 'admin')).toMatchObject({ allowed: false, reason: 'role' });
  });

  it('lets nobody act on a cancelled project, and only the customer act on a delivered one', () => {
    for (const role of PROJECT_ROLES) expect(allowedActions(at('CANCELLED'), role)).toEqual([]);
    expect(allowedActions(at('DELIVERED'), 'customer')).toEqual(['report_dissatisfaction']);
    expect(allowedActions(at('DELIVERED'), 'admin')).toEqual([]);
  });

  it('answers every (state, action, role) with a next state or a reason', () => {
    for (const state of PROJECT_STATES) {
      for (const action of PROJECT_ACTIONS) {
        for (const role of PROJECT_ROLES) {
          const decision = decide(at(state, { pausedFrom: 'AWAITING_BRIEF' }), action, role);
          if (decision.allowed) expect(PROJECT_STATES).toContain(decision.to);
          else expect(decision.message.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('answers every (state, action, role) as the hand-written table says', () => {
    expect(PROJECT_TRANSITION_CASES).toHaveLength(240);
    const answers = PROJECT_TRANSITION_CASES.map(({ state, pausedFrom, action, role, label }) => {
      const decision = decide({ state, pausedFrom, revisionsUsed: 1 }, action, role);
      if (decision.allowed) return `${label}: ${decision.to}`;
      return `${label}: ${decision.reason === 'role' ? REFUSED_ROLE : REFUSED_STATE}`;
    });
    expect(answers).toEqual(PROJECT_TRANSITION_CASES.map(({ label, expected }) => `${label}: ${expected}`));
  });
});
