import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './accounts-helpers';
import { createAdmin, createBrief, createCustomer, createDesign, createPaidOrder } from './factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('test data factories', () => {
  it('make a customer, an admin, a design and a paid order through the API, each with the overrides given', async () => {
    const customer = await createCustomer(t.app, { name: 'Asha Rao' });
    const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(customer.token) });
    expect(me.json()).toMatchObject({ name: 'Asha Rao', email: customer.email });

    const admin = await createAdmin(t, { username: 'factory-admin' });
    expect(admin.username).toBe('factory-admin');
    const design = await createDesign(t, bearer(admin.token), { title: 'Factory Fresh' });
    expect(design).toMatchObject({ title: 'Factory Fresh', price: 2999, category: 'Travel' });

    const { projects } = await createPaidOrder(t, { quantity: 2 });
    expect(projects.map((project) => project.state)).toEqual(['AWAITING_BRIEF', 'AWAITING_BRIEF']);
    expect(createBrief({ tagline: 'New' })).toMatchObject({ businessName: 'Sharma Sweets', tagline: 'New' });
  });
});
