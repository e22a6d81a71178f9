import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidGstin, SAC_MESSAGE, sellerPlaceholder } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/config/env';
import { ensureStoreSettings } from '../src/modules/settings';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { startServer } from './server-process';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';

const webRoot = mkdtempSync(path.join(tmpdir(), 'store-web-settings-'));
let t: TestApp;
let adminAuth: Record<string, string>;

const seller = {
  legalName: 'Acme Web Services Pvt. Ltd.',
  tradeName: 'Acme',
  gstin: '27AAPFU0939F1ZV',
  address: '12 Linking Road\nBandra West, Mumbai, Maharashtra 400050',
  stateCode: '27',
  supportEmail: 'help@acme.example',
  phone: '+91 22 4000 1234',
  grievanceName: 'Asha Rao',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@acme.example',
  grievancePhone: '022 4000 1299',
};

beforeAll(async () => {
  // A prerendered page as the build writes it: placeholders where the seller's texts go.
  mkdirSync(path.join(webRoot, 'prerendered'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(webRoot, 'prerendered', 'home.html'),
    `<html><head></head><body><div id="root"><footer><p>© 2024 ${sellerPlaceholder('legalNameSentence')} All rights reserved.</p><a href="${sellerPlaceholder('grievanceEmailHref')}">${sellerPlaceholder('grievanceName')}</a></footer></div></body></html>`,
  );
  t = await createTestApp({ webRoot });
  adminAuth = bearer((await adminToken(t)).token);
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const put = (payload: unknown, headers = adminAuth) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: payload as object });
const publicSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();

describe('store settings at first start', () => {
  it('starts without SELLER_* as a clearly marked demo seller in Karnataka with a valid GSTIN', async () => {
    const settings = await publicSettings();
    expect(settings).toMatchObject({ isDemo: true, stateCode: '29', stateName: 'Karnataka' });
    expect(isValidGstin(settings.gstin)).toBe(true);
    expect(settings.gstin.slice(0, 2)).toBe('29');
    expect(settings.grievanceName).not.toBe('');
  });

  it('takes the seller from SELLER_* when set, and keeps what is stored on later starts', async () => {
    const env = {
      SELLER_GSTIN: '24AAACC1206D1ZM',
      SELLER_LEGAL_NAME: 'Gujarat Sites LLP',
      SELLER_ADDRESS: '5 CG Road\\nAhmedabad, Gujarat 380009',
      SELLER_STATE_CODE: '24',
    };
    const other = await createTestApp({ env });
    try {
      const settings = (await other.app.inject({ method: 'GET', url: '/api/settings' })).json();
      expect(settings).toMatchObject({
        isDemo: false,
        legalName: 'Gujarat Sites LLP',
        gstin: '24AAACC1206D1ZM',
        address: '5 CG Road\nAhmedabad, Gujarat 380009',
        stateCode: '24',
        stateName: 'Gujarat',
      });
      await ensureStoreSettings(other.store.db, {
        legalName: 'Someone Else',
        gstin: '27AAPFU0939F1ZV',
        address: 'Elsewhere',
        stateCode: '27',
      });
      expect((await other.app.inject({ method: 'GET', url: '/api/settings' })).json().legalName).toBe(
        'Gujarat Sites LLP',
      );
    } finally {
      await other.close();
    }
  });
});

describe('PUT /api/admin/settings', () => {
  it('is for admins only', async () => {
    const customer = await customerToken(t.app);
    expect((await put(seller, {})).statusCode).toBe(401);
    expect((await put(seller, bearer(customer.token))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
  });

  it('refuses a wrong GSTIN or state with a message per field, and stores nothing', async () => {
    const before = await publicSettings();
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ gstin: '27AAPFU0939F1ZX' }, { gstin: 'Enter a valid 15-character GSTIN.' }],
      [{ stateCode: '29' }, { gstin: "The GSTIN belongs to another state than the seller's state." }],
      [
        { supportEmail: 'not an email', grievanceName: '', phone: '12345' },
        {
          supportEmail: 'Email must be a valid email address',
          grievanceName: "Grievance officer's name is required.",
          phone: 'Enter a phone number of 10 digits, optionally with +91 or 0 in front.',
        },
      ],
      [{ stateCode: '25' }, { stateCode: 'Choose the state of the registered address.' }],
    ];
    for (const [change, fields] of cases) {
      const response = await put({ ...seller, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().fields).toEqual(fields);
      expect(Object.values(fields)).toContain(response.json().error.replace(/^\w+: /, ''));
    }
    expect(await publicSettings()).toEqual(before);
  });

  it.each([
    ['lower case', '27aapfu0939f1zv'],
    ['a space inside', '27AAPFU 0939F1ZV'],
    ['14 characters', '27AAPFU0939F1Z'],
    ['16 characters', '27AAPFU0939F1ZVV'],
    ['a Cyrillic look-alike', '27AAPFU0939F1ZV'.replace('A', '\u0410')],
    ['a full-width digit', '\uFF127AAPFU0939F1ZV'],
  ])('refuses a GSTIN with %s', async (_name, gstin) => {
    const response = await put({ ...seller, gstin });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ gstin: 'Enter a valid 15-character GSTIN.' });
  });

  it('saves valid settings: the public details change and the demo mark goes', async () => {
    const response = await put({ ...seller, legalName: '  Acme Web Services Pvt. Ltd.  ' });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({ ...seller, isDemo: false, stateName: 'Maharashtra' });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicSettings()).toEqual({ ...seller, stateName: 'Maharashtra', isDemo: false });
    const adminView = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: adminAuth });
    expect(adminView.json()).toEqual(saved);
  });
});

describe('SAC codes in the settings', () => {
  const adminSettings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: adminAuth })).json();

  it('start as 998314 for website designs and 998361 for marketing plans, for admins only', async () => {
    expect(await adminSettings()).toMatchObject({ sacDesign: '998314', sacPlan: '998361' });
    expect(await publicSettings()).not.toHaveProperty('sacDesign');
  });

  it.each([
    ['5 digits', '99831'],
    ['7 digits', '9983141'],
    ['a goods code (not chapter 99)', '848314'],
    ['a letter', '99831A'],
    ['a full-width digit', '99831\uFF14'],
    ['nothing', ''],
  ])('refuses a SAC of %s with a clear message per field, and stores nothing', async (_name, sac) => {
    const before = await adminSettings();
    const response = await put({ ...seller, sacDesign: sac, sacPlan: sac });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ sacDesign: SAC_MESSAGE, sacPlan: SAC_MESSAGE });
    expect(await adminSettings()).toEqual(before);
  });

  it('saves new codes, trimmed, and keeps them when a save leaves them out', async () => {
    const saved = await put({ ...seller, sacDesign: ' 998315 ', sacPlan: '998365' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ sacDesign: '998315', sacPlan: '998365' });
    expect((await put(seller)).json()).toMatchObject({ sacDesign: '998315', sacPlan: '998365' });
    expect(await adminSettings()).toMatchObject({ sacDesign: '998315', sacPlan: '998365' });
    expect((await put({ ...seller, sacDesign: '998314', sacPlan: '998361' })).statusCode).toBe(200);
  });
});

describe('the seller in the pages the server sends', () => {
  const settingsIn = (html: string) => {
    const match = /<script type="application\/json" id="store-settings">(.*?)<\/script>/.exec(html);
    if (!match?.[1]) throw new Error('no store-settings data in the page');
    return JSON.parse(match[1]);
  };

  it('fills the prerendered placeholders with the current settings, escaped, and sends them as data', async () => {
    const name = 'Tom & Jerry <b>"Traders"</b> Pvt. Ltd.';
    expect((await put({ ...seller, legalName: name })).statusCode).toBe(200);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('__SELLER_');
    expect(home.body).toContain('© 2024 Tom &amp; Jerry &lt;b&gt;&quot;Traders&quot;&lt;/b&gt; Pvt. Ltd. All rights');
    expect(home.body).toContain(`<a href="mailto:grievance@acme.example">Asha Rao</a>`);
    expect(settingsIn(home.body).legalName).toBe(name);
    // Every other page gets the same data, so the app shows the details without asking.
    expect(settingsIn((await t.app.inject({ method: 'GET', url: '/contactus' })).body).legalName).toBe(name);
  });

  it('shows a change at once: a repeat visit gets the new page, not a 304 of the old one', async () => {
    expect((await put(seller)).statusCode).toBe(200);
    const first = await t.app.inject({ method: 'GET', url: '/' });
    expect(first.body).toContain('© 2024 Acme Web Services Pvt. Ltd. All rights');
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await put({ ...seller, legalName: 'Acme Two Pvt. Ltd.' })).statusCode).toBe(200);
    const second = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('© 2024 Acme Two Pvt. Ltd. All rights');
    expect((await put(seller)).statusCode).toBe(200);
  });

  it('sends the shell instead of a prerendered page whose placeholders it cannot fill', async () => {
    await t.store.db.schema.alterTable('settings_store').renameTo('settings_store_away').execute();
    try {
      const home = await t.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<div id="root"></div>');
      expect(home.body).not.toContain('__SELLER_');
    } finally {
      await t.store.db.schema.alterTable('settings_store_away').renameTo('settings_store').execute();
    }
  });
});

describe('SELLER_* at start', () => {
  const envError = (source: Record<string, string>) => {
    try {
      parseEnv(source);
    } catch (error) {
      if (error instanceof EnvError) return error.message;
      throw error;
    }
    return 'accepted';
  };
  const valid = {
    SELLER_GSTIN: '27AAPFU0939F1ZV',
    SELLER_LEGAL_NAME: 'Acme Web Services Pvt. Ltd.',
    SELLER_ADDRESS: '12 Linking Road, Mumbai',
  };

  it('accepts a complete seller, taking the state from the GSTIN when SELLER_STATE_CODE is unset', () => {
    expect(parseEnv(valid).seller).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Acme Web Services Pvt. Ltd.',
      address: '12 Linking Road, Mumbai',
      stateCode: '27',
    });
    expect(parseEnv({}).seller).toBeUndefined();
  });

  it.each([
    [
      { ...valid, SELLER_GSTIN: '27AAPFU0939F1ZX' },
      'SELLER_GSTIN 27AAPFU0939F1ZX has a wrong check character (a typing mistake?): X where V belongs',
    ],
    [
      { ...valid, SELLER_GSTIN: '27aapfu0939f1zv' },
      'SELLER_GSTIN must be a 15-character GSTIN in capitals: state code, PAN, entity code, Z, check character',
    ],
    [{ ...valid, SELLER_GSTIN: '00AAPFU0939F1Z6' }, 'SELLER_GSTIN starts with 00, which is no GST state code'],
    [
      { ...valid, SELLER_STATE_CODE: '29' },
      'SELLER_STATE_CODE 29 (Karnataka) is not the state of SELLER_GSTIN, 27 (Maharashtra)',
    ],
    [
      { ...valid, SELLER_STATE_CODE: 'KA' },
      'SELLER_STATE_CODE must be a two-digit GST state code, such as 29 for Karnataka',
    ],
    [
      { SELLER_GSTIN: valid.SELLER_GSTIN, SELLER_LEGAL_NAME: valid.SELLER_LEGAL_NAME },
      'SELLER_ADDRESS is missing: SELLER_GSTIN, SELLER_LEGAL_NAME and SELLER_ADDRESS are set together',
    ],
  ])('refuses %j with one line naming the variable', (source, message) => {
    expect(envError(source)).toBe(message);
  });

  it('stops the server at once with that one line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-seller-env-'));
    const database = await createTestDatabase();
    try {
      const server = startServer({
        dataDir,
        databaseUrl: database?.url,
        env: { ...valid, SELLER_GSTIN: '27AAPFU0939F1ZX' },
      });
      expect(await server.exited).toBe(1);
      expect(server.output().trim()).toBe(
        'SELLER_GSTIN 27AAPFU0939F1ZX has a wrong check character (a typing mistake?): X where V belongs',
      );
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
