// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAdminLoginResponse } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { AdminLoginRoute } from './admin-login';

const logIn = async (user: ReturnType<typeof renderRoute>['user']) => {
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'Back-Office-42!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('admin login page', () => {
  it('stands alone with its heading, stores the admin session and opens the dashboard', async () => {
    const seen = stubFetch({ 'POST /api/admin-login': json(200, createAdminLoginResponse()) });
    const { user } = renderRoute(<AdminLoginRoute />, { path: '/admin-login' });
    expect(screen.getByRole('heading', { name: 'Admin login' })).toBeTruthy();
    await logIn(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/admin-dashboard');
    expect(seen[0]?.body).toEqual({ username: 'admin', password: 'Back-Office-42!' });
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('marks an empty password beside its field, focuses it and sends nothing', async () => {
    const seen = stubFetch({});
    const { user } = renderRoute(<AdminLoginRoute />, { path: '/admin-login' });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    stubFetch({ 'POST /api/admin-login': json(401, { error: 'Invalid credentials' }) });
    const { user } = renderRoute(<AdminLoginRoute />, { path: '/admin-login' });
    await logIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
  });

  it('says the login failed when the server fails', async () => {
    stubFetch({ 'POST /api/admin-login': json(500, { error: 'Internal Server Error' }) });
    const { user } = renderRoute(<AdminLoginRoute />, { path: '/admin-login' });
    await logIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
