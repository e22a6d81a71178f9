// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../testing/fetch-stub';
import { englishLeft, inHindi } from '../../testing/hindi';
import { renderRoute } from '../../testing/render-route';
import { SignupRoute } from './signup';
import { UserLoginRoute } from './user-login';

describe('sign-up and login in Hindi', () => {
  it('the sign-up page, its privacy notice and its choices show no English', () => {
    const { container } = renderRoute(inHindi(<SignupRoute />));
    expect(screen.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeTruthy();
    expect(englishLeft(container.textContent ?? '')).toEqual([]);
  });

  it("the shared schema's refusal is shown beside its field in Hindi", async () => {
    stubFetch({});
    const { user } = renderRoute(inHindi(<SignupRoute />));
    await user.type(screen.getByLabelText('नाम'), 'आशा राव');
    await user.type(screen.getByLabelText('ईमेल'), 'asha@');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Kite-Runner-42!');
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    const email = screen.getByLabelText('ईमेल');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(email.getAttribute('aria-describedby')))?.textContent).toBe(
      'सही ईमेल पता लिखें',
    );
  });

  it('the login page shows no English', () => {
    const { container } = renderRoute(inHindi(<UserLoginRoute />));
    expect(englishLeft(container.textContent ?? '')).toEqual([]);
  });
});
