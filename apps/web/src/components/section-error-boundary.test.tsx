// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionErrorBoundary } from './section-error-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('section failed to draw');
}

describe('a page section that fails to draw', () => {
  it('says so in its place while the other sections stay', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <SectionErrorBoundary>
          <Broken />
        </SectionErrorBoundary>
        <SectionErrorBoundary>
          <p>Plans that grow with your business</p>
        </SectionErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'This part of the page could not be shown. Please reload the page.',
    );
    expect(screen.getByText('Plans that grow with your business')).toBeTruthy();
    quiet.mockRestore();
  });
});
