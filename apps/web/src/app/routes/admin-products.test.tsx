// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { createAdmin } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { AdminProductsRoute } from './admin-products';

const picture = new File([new Uint8Array([137, 80, 78, 71])], 'bakery.png', { type: 'image/png' });
const lists = { 'GET /api/categories': json(200, ['Design', 'Portfolio']), 'GET /api/cards': json(200, []) };

async function fillUpload(title: string) {
  saveSession('admin-token', createAdmin(), true);
  const view = renderRoute(<AdminProductsRoute />, { path: '/admin/upload' });
  const form = within(screen.getByRole('form', { name: 'Upload a design' }));
  await view.user.type(form.getByLabelText('Title'), title);
  await view.user.type(form.getByLabelText('Price (₹)'), '999');
  await form.findByRole('option', { name: 'Design' });
  await view.user.selectOptions(form.getByLabelText('Category', { exact: true }), 'Design');
  await view.user.upload(form.getByLabelText('Image', { exact: true }), picture);
  return { ...view, form };
}

describe('Manage Products: the upload form', () => {
  it('marks a title of spaces beside its field, focuses it and sends nothing', async () => {
    const seen = stubFetch(lists);
    const { user, form } = await fillUpload('   ');
    await user.click(form.getByRole('button', { name: 'Upload Card' }));
    const title = form.getByLabelText('Title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('title is required')).toBeTruthy();
    expect(seen.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal in the alert", async () => {
    const refusal = 'The image file is not a picture we can read: choose a JPEG, PNG, WebP, GIF or AVIF file';
    stubFetch({ ...lists, 'POST /api/cards': json(400, { error: refusal }) });
    const { user, form } = await fillUpload('Lotus Bakery');
    await user.click(form.getByRole('button', { name: 'Upload Card' }));
    expect((await form.findByRole('alert')).textContent).toBe(refusal);
  });

  it("puts the server's message about a text field beside it and focuses it", async () => {
    const refusal = 'title must be at most 120 characters';
    stubFetch({ ...lists, 'POST /api/cards': json(400, { error: refusal, fields: { title: refusal } }) });
    const { user, form } = await fillUpload('Lotus Bakery');
    await user.click(form.getByRole('button', { name: 'Upload Card' }));
    const title = form.getByLabelText('Title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(form.getByText(refusal)).toBeTruthy();
    expect(form.queryByRole('alert')).toBeNull();
  });

  it('sends the fields as typed with the picture, says so and empties the form', async () => {
    const seen = stubFetch({
      ...lists,
      'POST /api/cards': json(201, {
        message: 'Card uploaded successfully',
        card: {
          _id: 'design-9',
          title: 'Lotus Bakery',
          slug: 'lotus-bakery',
          price: 999,
          category: 'Design',
          imageSrc: '/uploads/bakery.webp',
          imageSrcSet: '/uploads/bakery-480.webp 480w',
        },
      }),
    });
    const { user, form } = await fillUpload('Lotus Bakery');
    await user.click(form.getByRole('button', { name: 'Upload Card' }));
    expect((await form.findByRole('status')).textContent).toBe('Card uploaded successfully');
    const sent = seen.find(({ method }) => method === 'POST')?.body as FormData;
    expect(sent.get('title')).toBe('Lotus Bakery');
    expect(sent.get('price')).toBe('999');
    expect(sent.get('category')).toBe('Design');
    expect((sent.get('image') as File).name).toBe('bakery.png');
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });
});
