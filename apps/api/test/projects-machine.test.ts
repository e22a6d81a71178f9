import type { ProjectAction, ProjectState } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_TRANSITION_CASES,
  REFUSED_ROLE,
  REFUSED_STATE,
} from '../../../packages/shared/src/project-transitions.test-data';
import { adminToken } from './accounts-helpers';
import { adminAction, buyAndPay, completeBrief, customerAction, saveDraft } from './projects-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * The hand-written answer key (not the machine's own table) checked against the API: every
 * (state, action, role) a person can send, on a project put in that state, answers as the key says,
 * and a refusal changes nothing.
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

/** The store acts as `system` only inside its own jobs and refunds: people send the rest. */
const cases = PROJECT_TRANSITION_CASES.filter((row) => row.role !== 'system');
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
  it('answers every (state, action, role) as the hand-written table says, and a refusal changes nothing', async () => {
    expect(cases).toHaveLength(160);
    const mismatches: string[] = [];
    let allowedCount = 0;
    for (const { state, pausedFrom, action, role, expected, label } of cases) {
      await putInto({ state, pausedFrom });
      const before = await snapshot();
      const send = role === 'customer' ? customerAction : adminAction;
      const answer = await send(t, role === 'customer' ? customer : admin, projectId, body(action));
      const after = await snapshot();
      if (expected === REFUSED_ROLE || expected === REFUSED_STATE) {
        const status = expected === REFUSED_ROLE ? 403 : 409;
        if (answer.statusCode !== status) mismatches.push(`${label}: expected ${status}, got ${answer.statusCode}`);
        if (JSON.stringify(after) !== JSON.stringify(before)) mismatches.push(`${label}: changed on refusal`);
      } else {
        allowedCount += 1;
        if (answer.statusCode !== 200 || after.project.state !== expected) {
          mismatches.push(`${label}: expected ${expected}, got ${answer.statusCode} ${after.project.state}`);
        }
        if (after.events <= before.events) mismatches.push(`${label}: no history row`);
      }
    }
    expect(mismatches).toEqual([]);
    // The journey's moves and the resumes are among them: the loop really exercised allowed actions.
    expect(allowedCount).toBeGreaterThanOrEqual(10);
  });
});
