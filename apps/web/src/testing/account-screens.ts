import type { ConsentList, CustomerPlanList, DataExportStatus, Project } from '@store/shared';
import { saveSession } from '../lib/session';
import { createProjectDetail, createSessionUser } from './data-generators';
import { json } from './fetch-stub';

// The account screens' data as the API answers it, for the English and Hindi tests of those screens.

/** A logged-in customer on this page. */
export const logInCustomer = () => saveSession('customer-token', createSessionUser(), false);

export const consentList: ConsentList = {
  noticeAccepted: true,
  consents: [
    {
      id: 'consent-2',
      purpose: 'marketing-mails',
      optional: true,
      noticeVersion: '2026-01',
      givenVia: 'sign-up',
      givenAt: '2030-01-01T10:05:00.000Z',
      withdrawnAt: null,
    },
    {
      id: 'consent-1',
      purpose: 'plan-reminders',
      optional: true,
      noticeVersion: '2026-01',
      givenVia: 'checkout',
      givenAt: '2030-01-01T10:00:00.000Z',
      withdrawnAt: '2030-01-03T09:30:00.000Z',
    },
  ],
};

export const readyArchive: DataExportStatus = {
  export: {
    id: 'export-1',
    state: 'ready',
    requestedAt: '2030-01-02T10:00:00.000Z',
    readyAt: '2030-01-02T10:01:00.000Z',
    expiresAt: '2030-01-09T10:01:00.000Z',
    byteSize: 245_000,
  },
  nextRequestAt: '2030-01-03T10:00:00.000Z',
};

/** Everything the dashboard asks for: an unverified profile, two consents (one withdrawn), a ready archive. */
export const dashboardAnswers = () => ({
  'GET /api/profile': json(200, { name: 'Asha Rao', email: 'asha@example.com', emailVerified: false }),
  'GET /api/privacy/consents': json(200, consentList),
  'GET /api/privacy/export': json(200, readyArchive),
  'GET /api/privacy/erasure': json(200, {
    openWork: { projects: [], plans: [{ title: 'PRO PLAN', endsOn: '2030-03-31' }] },
  }),
});

export const proPlan: CustomerPlanList = {
  today: '2030-01-15',
  plans: [
    {
      planId: 'pro',
      title: 'PRO PLAN',
      monthsBought: 3,
      startsOn: '2030-01-01',
      endsOn: '2030-03-31',
      adCredit: 3000,
      monthsLeft: 3,
      status: 'active',
    },
  ],
};

/** Month 1 of the PRO PLAN, waiting for its brief. */
export const planMonthProject: Project = createProjectDetail({
  id: 'project-7',
  reference: 'PRJ-1007',
  kind: 'plan_month',
  designId: 'pro',
  designTitle: 'PRO PLAN',
  planMonth: { number: 1, of: 3, startsOn: '2030-01-01', endsOn: '2030-01-31' },
  state: 'AWAITING_BRIEF',
});

export const plansOnSale = {
  plans: [{ id: 'pro', title: 'PRO PLAN', pricePerMonth: 19999, adCredit: 3000, features: ['Reels'] }],
};
