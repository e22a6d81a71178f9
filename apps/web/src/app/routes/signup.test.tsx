// @vitest-environment happy-dom
import { PRIVACY_NOTICE_VERSION } from '@store/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLoginResponse } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { SignupRoute } from './signup';

const fill = async (user: ReturnType<typeof renderRoute>['user'], email = 'asha@example.com') => {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Kite-Runner-42!');
};

describe('sign-up page', () => {
  it('keeps Sign Up disabled until every field is filled', async () => {
    const { user } = renderRoute(<SignupRoute />);
    const button = screen.getByRole('button', { name: 'Sign Up' });
    expect(button).toHaveProperty('disabled', true);
    await fill(user);
    expect(button).toHaveProperty('disabled', false);
  });

  it('marks a malformed email beside its field, focuses it and sends nothing', async () => {
    const seen = stubFetch({});
    const { user } = renderRoute(<SignupRoute />);
    await fill(user, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(String(email.getAttribute('aria-describedby')))?.textContent).toMatch(/email/i);
    expect(seen).toEqual([]);
  });

  it('creates the account, logs in with the same details and says what comes next', async () => {
    const seen = stubFetch({
      'POST /api/signup': json(201, { message: 'Account created successfully!' }),
      'POST /api/login': json(200, createLoginResponse()),
    });
    const { user } = renderRoute(<SignupRoute />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
    expect(screen.getByTestId('signup-next-step').textContent).toBe(
      'You are logged in. We have sent a verification link to asha@example.com: open it to confirm your address.',
    );
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/signup', 'POST /api/login']);
    expect(seen[0]?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'Kite-Runner-42!',
      privacy: { noticeVersion: PRIVACY_NOTICE_VERSION, optional: [] },
    });
    expect(localStorage.getItem('token')).toBe('customer-token');
  });

  it('shows the privacy notice and sends the optional consents ticked, none ticked at first', async () => {
    const seen = stubFetch({
      'POST /api/signup': json(201, { message: 'Account created successfully!' }),
      'POST /api/login': json(200, createLoginResponse()),
    });
    const { user } = renderRoute(<SignupRoute />);
    expect(screen.getByRole('region', { name: 'Privacy notice' }).textContent).toContain('Data Protection Board');
    const reminders = screen.getByLabelText('Reminders before a marketing plan ends');
    expect(reminders).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Offers and news sent to my inbox')).toHaveProperty('checked', false);
    await user.click(reminders);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Account created successfully!');
    expect((seen[0]?.body as { privacy?: unknown } | undefined)?.privacy).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      optional: ['plan-reminders'],
    });
  });

  it("shows the server's refusal in the alert the password field points to", async () => {
    const text = 'Password must not contain your name or email';
    stubFetch({ 'POST /api/signup': json(400, { error: text, fields: { password: text } }) });
    const { user } = renderRoute(<SignupRoute />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(String(password.getAttribute('aria-describedby')))?.contains(alert)).toBe(true);
  });

  it('says something went wrong when the server fails', async () => {
    stubFetch({ 'POST /api/signup': new Response('upstream down', { status: 502 }) });
    const { user } = renderRoute(<SignupRoute />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveProperty('disabled', false);
  });
});
