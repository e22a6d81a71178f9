import { PRIVACY_NOTICE_VERSION } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const languagesOf = async (userId: string) =>
  (await t.store.db.selectFrom('privacy_consents').select('language').where('user_id', '=', userId).execute()).map(
    (row) => row.language,
  );

describe('the language a privacy notice was shown in', () => {
  it('a consent given under the Hindi notice records hi with the same notice version', async () => {
    const customer = await customerToken(t.app, {
      privacy: { noticeVersion: PRIVACY_NOTICE_VERSION, optional: ['marketing-mails'], language: 'hi' },
    } as never);
    expect(await languagesOf(customer.id)).toEqual(['hi', 'hi']);
  });

  it('a consent given without a language (the English notice) records en', async () => {
    const customer = await customerToken(t.app, {
      privacy: { noticeVersion: PRIVACY_NOTICE_VERSION, optional: [] },
    } as never);
    expect(await languagesOf(customer.id)).toEqual(['en']);
  });
});
