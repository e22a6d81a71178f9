import { adminOrderDetailSchema, designCardListSchema } from '@store/shared';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAdminOrderDetail } from '../testing/data-generators';
import { json, stubFetch } from '../testing/fetch-stub';
import { ApiError, apiRequest } from './api-client';
import { startUpSchema } from './start-up-schema';

describe('apiRequest', () => {
  it('types an answer by its shared schema and checks it', async () => {
    const order = createAdminOrderDetail();
    stubFetch({ 'GET /api/admin/orders/ORD-1': json(200, order) });

    const { data } = await apiRequest('/admin/orders/ORD-1', { auth: true, schema: adminOrderDetailSchema });

    expect(data).toEqual(order);
    expectTypeOf(data.refund).toEqualTypeOf<typeof order.refund>();
  });

  it('refuses an answer its schema does not match, as a server fault the page words itself', async () => {
    stubFetch({ 'GET /api/cards': json(200, [{ _id: 'design-1', title: 'Lotus Bakery' }]) });

    const failure = await apiRequest('/cards', { schema: designCardListSchema }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, fromServer: false });
  });

  it('checks an answer with a schema that loads on first use, as the start-up code does', async () => {
    const cards = [
      {
        _id: 'design-1',
        title: 'Lotus Bakery',
        slug: 'lotus-bakery',
        price: 4999,
        category: 'Food',
        imageSrc: '/a.webp',
        imageSrcSet: '/a.webp 640w',
      },
    ];
    stubFetch({ 'GET /api/cards': json(200, cards) });
    const { data } = await apiRequest('/cards', { schema: startUpSchema('designCardListSchema') });
    expect(data).toEqual(cards);
    expectTypeOf(data[0]?.slug).toEqualTypeOf<string | undefined>();

    stubFetch({ 'GET /api/cards': json(200, [{ _id: 'design-1', title: 'Lotus Bakery' }]) });
    const failure = await apiRequest('/cards', { schema: startUpSchema('designCardListSchema') }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 502, fromServer: false });
  });

  it('leaves an answer unread, as a server fault, when its schema could not load', async () => {
    stubFetch({ 'GET /api/cards': json(200, []) });
    const failure = await apiRequest('/cards', {
      schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, fromServer: false });
  });

  it('names no answer type by hand: without a schema the answer is unknown', async () => {
    stubFetch({ 'POST /api/logout': json(200, { message: 'Logged out' }) });

    // @ts-expect-error A type named at the call is not checked against the answer: pass the shared schema.
    const named = await apiRequest<{ message: string }>('/logout', { method: 'POST' });
    const { data } = await apiRequest('/logout', { method: 'POST' });

    expect(named.data).toEqual({ message: 'Logged out' });
    expectTypeOf(data).toBeUnknown();
  });
});
