import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootstrapAdmin } from '../src/modules/accounts';
import { nextIp } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const adminLogin = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin-login', payload: { username, password }, remoteAddress: nextIp() });

describe('admin bootstrap at start', () => {
  it('creates a random-password admin when none exists and nothing is configured, once', async () => {
    const first = await bootstrapAdmin(t.store.db, {});
    expect(first.kind).toBe('generated');
    if (first.kind !== 'generated') return;
    expect(first.username).toBe('admin');
    expect(first.password.length).toBeGreaterThanOrEqual(16);
    expect((await adminLogin('admin', first.password)).statusCode).toBe(200);
    expect((await bootstrapAdmin(t.store.db, {})).kind).toBe('unchanged');
  });

  it('creates the configured admin, and resets its password on a later start', async () => {
    expect(await bootstrapAdmin(t.store.db, { username: 'boss', password: 'first password' })).toEqual({
      kind: 'configured',
      username: 'boss',
      change: 'created',
    });
    expect((await adminLogin('boss', 'first password')).statusCode).toBe(200);
    expect((await bootstrapAdmin(t.store.db, { username: 'boss', password: 'second password' })).kind).toBe(
      'configured',
    );
    expect((await adminLogin('boss', 'first password')).statusCode).toBe(401);
    expect((await adminLogin('boss', 'second password')).statusCode).toBe(200);
  });

  it('a start with the same password changes nothing: the admin stays logged in', async () => {
    await bootstrapAdmin(t.store.db, { username: 'steady', password: 'steady password' });
    const login = await adminLogin('steady', 'steady password');
    const auth = { authorization: `Bearer ${login.json().token}` };
    const before = await t.store.db
      .selectFrom('accounts_users')
      .select(['password_hash', 'token_version'])
      .where('username', '=', 'steady')
      .executeTakeFirstOrThrow();
    for (let restart = 0; restart < 3; restart += 1) {
      expect(await bootstrapAdmin(t.store.db, { username: 'steady', password: 'steady password' })).toEqual({
        kind: 'configured',
        username: 'steady',
        change: 'unchanged',
      });
    }
    const after = await t.store.db
      .selectFrom('accounts_users')
      .select(['password_hash', 'token_version'])
      .where('username', '=', 'steady')
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: auth })).statusCode).toBe(200);
    // A different password resets it and ends the sessions, as before.
    expect((await bootstrapAdmin(t.store.db, { username: 'steady', password: 'another password' })).kind).toBe(
      'configured',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: auth })).statusCode).toBe(401);
  });

  it('outside production a weak ADMIN_PASSWORD still starts the store, with one warning that never shows it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const result = await bootstrapAdmin(t.store.db, { username: 'devadmin', password: 'password1' });
      expect(result).toMatchObject({ kind: 'configured', change: 'created' });
      expect(warn.mock.calls).toEqual([
        [
          'Warning: a weak ADMIN_PASSWORD, which a production start refuses: This password is on a list of common passwords. Please choose another.',
        ],
      ]);
      expect((await adminLogin('devadmin', 'password1')).statusCode).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('npm run admin', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const cli = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['scripts/admin.mjs', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? '', ...env },
      encoding: 'utf8',
    });

  it('creates an admin with the given password and refuses a duplicate', async () => {
    const created = cli(['create', 'manager'], { ADMIN_PASSWORD: 'quiet lantern harbour' });
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created admin manager.');
    expect((await adminLogin('manager', 'quiet lantern harbour')).statusCode).toBe(200);
    const again = cli(['create', 'manager'], { ADMIN_PASSWORD: 'quiet lantern harbour' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Admin manager already exists');
  });

  it('resets a password to a generated one and prints it', async () => {
    cli(['create', 'clerk'], { ADMIN_PASSWORD: 'amber kite meadow' });
    const reset = cli(['reset-password', 'clerk']);
    expect(reset.status, reset.stderr).toBe(0);
    const password = /Password: (\S+)/.exec(reset.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await adminLogin('clerk', 'amber kite meadow')).statusCode).toBe(401);
    expect((await adminLogin('clerk', password)).statusCode).toBe(200);
  });

  it.each([
    ['12345678', 'ADMIN_PASSWORD: This password is on a list of common passwords. Please choose another.'],
    ['   abc1   ', 'ADMIN_PASSWORD: Password must be at least 8 characters'],
    ['cashier 2026', 'ADMIN_PASSWORD: Password must not contain your email address, name or username'],
  ])('refuses the weak password %j naming the rule, and creates nothing', async (password, line) => {
    const result = cli(['create', 'cashier'], { ADMIN_PASSWORD: password });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(line);
    const row = await t.store.db
      .selectFrom('accounts_users')
      .select('id')
      .where('username', '=', 'cashier')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('explains its usage', () => {
    const result = cli(['launch']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin -- create <username> | reset-password <username>');
  });
});
