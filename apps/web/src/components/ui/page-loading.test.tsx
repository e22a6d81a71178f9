// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inHindi } from '../../testing/hindi';
import { PageLoading } from './page-loading';

describe("a page's loading line", () => {
  it('is in English on an English page and in Hindi on a Hindi one', () => {
    const english = render(<PageLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    english.unmount();
    render(inHindi(<PageLoading />));
    expect(screen.getByRole('status').textContent).toBe('लोड हो रहा है…');
  });
});
