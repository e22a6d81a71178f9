// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hi } from './catalogues/hi';
import { Trans } from './trans';
import { createTranslator } from './translator';
import { TranslationProvider } from './use-translation';

afterEach(cleanup);

describe('a message with markup', () => {
  it('becomes the elements its tags name, with the tag’s words and values inside', () => {
    render(
      <p data-testid="line">
        <Trans
          i18nKey="legal.contact"
          values={{ email: 'help@example.in', phone: '+91 98765 43210' }}
          components={{
            email: <a href="mailto:help@example.in">_</a>,
            phone: <a href="tel:+919876543210">_</a>,
            contact: <a href="/contactus">_</a>,
          }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'help@example.in' }).getAttribute('href')).toBe('mailto:help@example.in');
    expect(screen.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe('/contactus');
    expect(screen.getByTestId('line').textContent).toBe(
      'Write to us at help@example.in or call +91 98765 43210. You can also find our office hours, our grievance officer and a contact form on the contact page.',
    );
  });

  it('keeps a value as text, even one that looks like markup', () => {
    render(
      <p data-testid="line">
        <Trans i18nKey="catalogue.designsFor" values={{ name: '<b>Sharma</b> & Sons' }} components={{ name: <em /> }} />
      </p>,
    );
    const line = screen.getByTestId('line');
    expect(line.querySelector('em')?.textContent).toBe('<b>Sharma</b> & Sons');
    expect(line.querySelector('b')).toBeNull();
    expect(line.textContent).toBe('Designs for <b>Sharma</b> & Sons');
  });

  it('is drawn in the page’s language', () => {
    render(
      <TranslationProvider translator={createTranslator('hi', hi)}>
        <p data-testid="line">
          <Trans i18nKey="catalogue.designsFor" values={{ name: 'शर्मा' }} components={{ name: <em /> }} />
        </p>
      </TranslationProvider>,
    );
    expect(screen.getByTestId('line').textContent).toBe(
      hi.catalogue.designsFor.replace(/<\/?name>/g, '').replace('{{name}}', 'शर्मा'),
    );
    expect(screen.getByTestId('line').querySelector('em')?.textContent).toBe('शर्मा');
  });
});
