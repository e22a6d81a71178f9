// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardNamePreview } from '../../../components/name-preview';
import { NamePreviewModal } from '../../../components/name-preview/components/name-preview-modal';
import { buyerTerms } from '../../../content/terms';
import { rememberBusinessName } from '../../../lib/business-name';
import { englishLeft, inHindi } from '../../../testing/hindi';
import { renderRoute } from '../../../testing/render-route';
import { PdfPreviewModal } from './pdf-preview-modal';
import { TermsModal } from './terms-modal';

const close = () => undefined;
const dialogText = () => screen.getByRole('dialog').textContent ?? '';

describe("the store's dialogs in Hindi", () => {
  it('the terms dialog lists the buyer terms in Hindi', () => {
    renderRoute(inHindi(<TermsModal title="कमल बेकरी" onClose={close} />));
    expect(screen.getByRole('dialog', { name: 'कमल बेकरी की शर्तें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(buyerTerms.length);
    expect(englishLeft(dialogText())).toEqual([]);
  });

  it('the name preview dialog and its button show no English', () => {
    rememberBusinessName('कमल');
    const slot = { x: 0.1, y: 0.1, w: 0.5, h: 0.1, font: 'sans', colour: '#000000', align: 'left', case: 'as-typed' };
    renderRoute(inHindi(<CardNamePreview cardId="design-1" title="कमल बेकरी" slot={slot as never} />));
    expect(screen.getByRole('button', { name: 'मेरे नाम के साथ देखें' })).toBeTruthy();
    renderRoute(inHindi(<NamePreviewModal cardId="design-1" title="कमल बेकरी" name="कमल" onClose={close} />));
    expect(screen.getByRole('dialog', { name: '“कमल” के साथ कमल बेकरी' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'कमल बेकरी डिज़ाइन, उसमें कमल के साथ' })).toBeTruthy();
    expect(englishLeft(dialogText())).toEqual([]);
  });

  it('the PDF preview dialog shows no English while it loads', () => {
    renderRoute(inHindi(<PdfPreviewModal title="कमल बेकरी" src="/files/kamal.pdf" onClose={close} />));
    expect(screen.getByRole('dialog', { name: 'कमल बेकरी – PDF प्रीव्यू' })).toBeTruthy();
    expect(englishLeft(dialogText())).toEqual([]);
  });

  it('in English, the dialogs read as before', () => {
    renderRoute(<TermsModal title="Lotus Bakery" onClose={close} />);
    expect(screen.getByRole('dialog', { name: 'Terms for Lotus Bakery' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(buyerTerms);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    renderRoute(<NamePreviewModal cardId="design-1" title="Lotus Bakery" name="Asha" onClose={close} />);
    expect(screen.getByRole('dialog', { name: 'Lotus Bakery with “Asha”' })).toBeTruthy();
    expect(screen.getByText('Drawing your preview…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open image link' })).toBeTruthy();
  });
});
