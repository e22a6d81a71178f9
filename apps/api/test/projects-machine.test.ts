import {
  decide,
  PROJECT_ACTIONS,
  PROJECT_STATES,
  type ProjectAction,
  type ProjectRole,
  type ProjectState,
} from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './accounts-helpers';
import { adminAction, buyAndPay, completeBrief, customerAction, saveDraft } from './projects-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * The state machine's own table checked against the API: every (state, action, role) a person can
 * send, on a project put in that state, answers as `decide` says, and a refusal changes nothing.
 */
let t: TestApp;
let admin: string;
let customer: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await adminToken(t)).token;
  const bought = await buyAndPay(t);
  customer = bought.customer.token;
  projectId = bought.projects[0]?.id ?? '';
  await saveDraft(t, customer, projectId, completeBrief);
});
afterAll(() => t.close());

/** Each state, and PAUSED once for each state a project can wait in. */
const situations: Array<{ state: ProjectState; pausedFrom: ProjectState | null }> = [
  ...PROJECT_STATES.filter((state) => state !== 'PAUSED').map((state) => ({ state, pausedFrom: null })),
  { state: 'PAUSED', pausedFrom: 'AWAITING_BRIEF' },
  { state: 'PAUSED', pausedFrom: 'IN_REVIEW' },
];
const roles: ProjectRole[] = ['customer', 'admin'];
const body = (action: ProjectAction) => ({
  action,
  comment: 'Because',
  previewUrl: 'https://preview.example.com/v2',
  siteUrl: 'https://sharmasweets.example',
  handedOver: 'Site, logins, logo files',
});

async function putInto(situation: { state: ProjectState; pausedFrom: ProjectState | null }) {
  const now = new Date().toISOString();
  await t.store.db
    .updateTable('projects_projects')
    .set({
      state: situation.state,
      paused_from: situation.pausedFrom,
      revisions_used: 1,
      preview_url: 'https://preview.example.com/v1',
      delivered_at: situation.state === 'DELIVERED' ? now : null,
      dissatisfaction_reported_at: null,
      waiting_since: now,
    })
    .where('id', '=', projectId)
    .execute();
  await t.store.db
    .updateTable('projects_briefs')
    .set({ submitted_at: null })
    .where('project_id', '=', projectId)
    .execute();
}

const snapshot = async () => ({
  project: await t.store.db
    .selectFrom('projects_projects')
    .selectAll()
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow(),
  events: (await t.store.db.selectFrom('projects_events').select('id').where('project_id', '=', projectId).execute())
    .length,
});

describe('project state machine over the API', () => {
  it('answers every (state, action, role) as the table says, and a refusal changes nothing', async () => {
    const mismatches: string[] = [];
    let allowedCount = 0;
    for (const situation of situations) {
      for (const action of PROJECT_ACTIONS) {
        for (const role of roles) {
          await putInto(situation);
          const before = await snapshot();
          const decision = decide({ ...situation, revisionsUsed: 1 }, action, role);
          const send = role === 'customer' ? customerAction : adminAction;
          const answer = await send(t, role === 'customer' ? customer : admin, projectId, body(action));
          const after = await snapshot();
          const label = `${situation.state}${situation.pausedFrom ? `(${situation.pausedFrom})` : ''} ${action} by ${role}`;
          if (decision.allowed) {
            allowedCount += 1;
            if (answer.statusCode !== 200 || after.project.state !== decision.to) {
              mismatches.push(`${label}: expected ${decision.to}, got ${answer.statusCode} ${after.project.state}`);
            }
            if (after.events <= before.events) mismatches.push(`${label}: no history row`);
          } else {
            const expected = decision.reason === 'role' ? 403 : 409;
            if (answer.statusCode !== expected)
              mismatches.push(`${label}: expected ${expected}, got ${answer.statusCode}`);
            if (JSON.stringify(after) !== JSON.stringify(before)) mismatches.push(`${label}: changed on refusal`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    // The journey's moves and the resumes are among them: the loop really exercised allowed actions.
    expect(allowedCount).toBeGreaterThanOrEqual(10);
  });
});
