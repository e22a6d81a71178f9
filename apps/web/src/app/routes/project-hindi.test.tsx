// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { createProjectDetail, createSessionUser } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { englishLeft, inHindi } from '../../testing/hindi';
import { renderRoute } from '../../testing/render-route';
import { ProjectRoute } from './project';

// The customer's own words and the project's names stay as written.
const project = createProjectDetail({
  designTitle: 'कमल बेकरी',
  state: 'IN_REVIEW',
  revisionsUsed: 1,
  previewUrl: 'https://preview.example/kamal',
  allowedActions: ['approve', 'request_changes'],
  brief: {
    businessName: 'कमल बेकरी',
    phone: '98765 43210',
    email: 'kamal@example.com',
    address: '12, एमजी रोड, बेंगलुरु',
    primaryColour: '#1d4ed8',
    logoSrc: null,
    submittedAt: '2030-01-02T10:00:00.000Z',
    updatedAt: '2030-01-02T10:00:00.000Z',
  },
  messages: [
    {
      id: 'message-1',
      authorRole: 'admin',
      authorName: 'कमल टीम',
      body: 'हमने आपकी वेबसाइट का काम शुरू कर दिया है।',
      attachmentSrc: null,
      createdAt: '2030-01-02T11:00:00.000Z',
    },
  ],
  history: [
    {
      fromState: null,
      toState: 'AWAITING_BRIEF',
      action: 'order_paid',
      actorRole: 'system',
      reason: null,
      at: '2030-01-01T10:05:00.000Z',
    },
    {
      fromState: 'AWAITING_BRIEF',
      toState: 'IN_DESIGN',
      action: 'submit_brief',
      actorRole: 'customer',
      reason: null,
      at: '2030-01-02T10:00:00.000Z',
    },
    {
      fromState: 'IN_DESIGN',
      toState: 'IN_REVIEW',
      action: 'post_preview',
      actorRole: 'admin',
      reason: null,
      at: '2030-01-03T10:00:00.000Z',
    },
  ],
});
const shown = (text: string) =>
  text
    .replace(project.reference, '')
    .replace(project.previewUrl ?? '', '')
    .replace('kamal@example.com', '');

const openProject = async (detail = project, page = inHindi(<ProjectRoute />)) => {
  stubFetch({ [`GET /api/projects/${detail.id}`]: json(200, detail) });
  saveSession('customer-token', createSessionUser(), false);
  const view = renderRoute(page, { path: '/projects/:id', url: `/projects/${detail.id}` });
  await screen.findByTestId('project-state');
  return view;
};

describe('the project page in Hindi', () => {
  it('a project in review: state, review, approval, brief, messages and history show no English', async () => {
    const { container, user } = await openProject();
    expect(screen.getByRole('heading', { name: 'आपकी वेबसाइट का प्रोजेक्ट' })).toBeTruthy();
    expect(screen.getByTestId('project-state').textContent).toBe('आपके देखने के लिए तैयार');
    expect(screen.getByText('आप ने ब्रीफ़ जमा किया')).toBeTruthy();
    expect(screen.getByText('हमारी टीम ने प्रीव्यू भेजा')).toBeTruthy();
    expect(englishLeft(shown(container.textContent ?? ''))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'मंज़ूर करें और डिलीवर करें' }));
    const dialog = screen.getByRole('dialog', { name: 'मंज़ूर करके डिलीवर करें?' });
    expect(englishLeft(dialog.textContent ?? '')).toEqual([]);
  });

  it('the brief form, its labels and its refusals are in Hindi', async () => {
    const awaiting = createProjectDetail({
      designTitle: 'कमल बेकरी',
      state: 'AWAITING_BRIEF',
      allowedActions: ['submit_brief'],
      brief: { logoSrc: null, submittedAt: null, updatedAt: null },
      messages: [],
    });
    const { container, user } = await openProject(awaiting);
    const brief = within(screen.getByRole('region', { name: 'आपका ब्रीफ़' }));
    expect(englishLeft(shown(container.textContent ?? ''))).toEqual([]);
    await user.type(brief.getByLabelText('वेबसाइट पर दिखाने के लिए फ़ोन नंबर *'), '12');
    await user.click(brief.getByRole('button', { name: 'ब्रीफ़ जमा करें' }));
    const name = brief.getByLabelText('बिज़नेस का नाम *');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const errorOf = (field: HTMLElement) =>
      document.getElementById(String(field.getAttribute('aria-describedby')).split(' ').at(-1) ?? '')?.textContent;
    expect(errorOf(name)).toBe('बिज़नेस का नाम ज़रूरी है।');
    expect(errorOf(brief.getByLabelText('वेबसाइट पर दिखाने के लिए फ़ोन नंबर *'))).toBe('सही 10 अंकों का फ़ोन नंबर लिखें।');
    expect(errorOf(brief.getByLabelText('पता *'))).toBe('पता ज़रूरी है।');
  });

  it("a marketing month's brief form shows no English", async () => {
    const month = createProjectDetail({
      kind: 'plan_month',
      designTitle: 'PRO PLAN — month 2 of 3 (Feb 2030)',
      state: 'AWAITING_BRIEF',
      planMonth: { number: 2, of: 3, startsOn: '2030-02-01', endsOn: '2030-02-28' },
      allowedActions: ['submit_brief'],
      monthlyBrief: { focus: '', offers: '', assets: [], submittedAt: null },
      messages: [],
    });
    const { container } = await openProject(month);
    expect(screen.getByRole('heading', { name: 'आपका मार्केटिंग महीना' })).toBeTruthy();
    expect(screen.getByTestId('plan-month-dates').textContent).toMatch(/^महीना 2: /);
    expect(screen.getByText(/PRO PLAN — 3 में से महीना 2 \(फ़र॰ 2030\)$/)).toBeTruthy();
    expect(englishLeft(shown(container.textContent ?? '').replace('PRO PLAN', ''))).toEqual([]);
  });

  it('in English, the page reads as before', async () => {
    await openProject(project, <ProjectRoute />);
    expect(screen.getByRole('heading', { name: 'Your website project' })).toBeTruthy();
    expect(screen.getByTestId('project-state').textContent).toBe('Ready for your review');
    expect(screen.getByText('Next: review the preview, then approve it or ask for changes.')).toBeTruthy();
    expect(screen.getByText('Revisions used: 1 of 2')).toBeTruthy();
    expect(screen.getByText('Revisions used: 1 of 2.')).toBeTruthy();
    expect(screen.getByText('Paid by you')).toBeTruthy();
    expect(screen.getByText('Brief submitted by you')).toBeTruthy();
    expect(screen.getByText('Preview posted by the shop')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your brief' })).toBeTruthy();
    expect(screen.getByText('Phone to show on the site')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve and deliver' })).toBeTruthy();
  });
});
