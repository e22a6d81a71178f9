// @vitest-environment happy-dom
import { RETENTION_DAYS } from '@store/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPublicStoreSettings } from '../../../testing/data-generators';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderRoute } from '../../../testing/render-route';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('privacy policy page', () => {
  it('states how long each kind of record is kept, with the periods the purge jobs use', async () => {
    stubFetch({ 'GET /api/settings': json(200, createPublicStoreSettings()) });
    renderRoute(<PrivacyPolicyPage />, { path: '/privacypolicy' });
    const section = within(await screen.findByRole('region', { name: 'How long each record is kept' }));
    const row = (kind: string) => section.getByRole('row', { name: new RegExp(`^${kind}`) }).textContent;
    expect(row('Unpaid orders never paid for')).toContain(`${RETENTION_DAYS.abandonedOrders} days`);
    expect(row('Name-preview images')).toContain(`${RETENTION_DAYS.namePreviews} days`);
    expect(row('Text of mails sent to you')).toContain(`${RETENTION_DAYS.mailBodies} days after sending`);
    // The spec's own section stays as it was.
    expect(await screen.findByRole('heading', { name: 'How long we keep it' })).toBeTruthy();
  });
});
