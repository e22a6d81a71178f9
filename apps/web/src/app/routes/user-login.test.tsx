// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLoginResponse } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { UserLoginRoute } from './user-login';

const logIn = async (user: ReturnType<typeof renderRoute>['user']) => {
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'Kite-Runner-42!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('customer login page', () => {
  it('stores the session and goes to the page the visitor was sent from', async () => {
    localStorage.setItem('redirectAfterLogin', '/checkout');
    const seen = stubFetch({ 'POST /api/login': json(200, createLoginResponse()) });
    const { user } = renderRoute(<UserLoginRoute />, { path: '/user-login' });
    await logIn(user);
    expect((await screen.findByTestId('location')).textContent).toBe('/checkout');
    expect(seen[0]?.body).toEqual({ email: 'asha@example.com', password: 'Kite-Runner-42!' });
    expect(localStorage.getItem('token')).toBe('customer-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(createLoginResponse().user);
  });

  it("shows the server's refusal above the form until a field is edited", async () => {
    stubFetch({ 'POST /api/login': json(401, { error: 'Invalid email or password' }) });
    const { user } = renderRoute(<UserLoginRoute />, { path: '/user-login' });
    await logIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks an empty email beside its field, focuses it and sends nothing', async () => {
    const seen = stubFetch({});
    const { user } = renderRoute(<UserLoginRoute />, { path: '/user-login' });
    await user.type(screen.getByLabelText('Password'), 'Kite-Runner-42!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(seen).toEqual([]);
    await user.type(email, 'a');
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('says the login failed when the server fails', async () => {
    stubFetch({ 'POST /api/login': new Response('<html>Bad gateway</html>', { status: 502 }) });
    const { user } = renderRoute(<UserLoginRoute />, { path: '/user-login' });
    await logIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to log in. Please try again.');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
