// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentResultCard } from '../../features/checkout';
import { englishLeft, inHindi } from '../../testing/hindi';
import { renderRoute } from '../../testing/render-route';
import { FailRoute } from './fail';

describe('the payment results in Hindi', () => {
  it('/fail shows no English', () => {
    const { container } = renderRoute(inHindi(<FailRoute />));
    expect(screen.getByRole('heading', { name: 'पेमेंट नहीं हो सका!' })).toBeTruthy();
    expect(englishLeft(container.textContent ?? '')).toEqual([]);
  });

  it('a successful payment shows no English but the order number and name', () => {
    const result = { order_id: 'ORD-1001', name: 'आशा राव', amount: 1180, status: 'Success' };
    const { container } = renderRoute(inHindi(<PaymentResultCard view={{ state: 'success', result } as never} />));
    expect(screen.getByRole('heading', { name: 'पेमेंट हो गया' })).toBeTruthy();
    expect(englishLeft((container.textContent ?? '').replace('ORD-1001', ''))).toEqual([]);
  });
});
