// @vitest-environment happy-dom
import { PRIVACY_NOTICE_VERSION } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEnquiryReceipt, createPublicStoreSettings } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { ContactUsRoute } from './contact-us';

const settings = json(200, createPublicStoreSettings());

const fill = async (user: ReturnType<typeof renderRoute>['user']) => {
  const form = within(screen.getByRole('form', { name: 'Send us a message' }));
  await user.type(form.getByLabelText('Name'), 'Asha Rao');
  await user.type(form.getByLabelText('Email'), 'asha@example.com');
  await user.type(form.getByLabelText('Phone'), '98765 43210');
  await user.selectOptions(form.getByLabelText('Topic'), 'Complaint');
  await user.type(form.getByLabelText('Message'), 'My invoice shows the wrong state.');
  return form;
};

describe('contact page', () => {
  it("shows the seller's contact details and the enquiry form", async () => {
    stubFetch({ 'GET /api/settings': settings });
    renderRoute(<ContactUsRoute />, { path: '/contactus' });
    expect(await screen.findByText('help@example.com', { exact: false })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
  });

  it('says the contact details could not be loaded when the server fails', async () => {
    stubFetch({ 'GET /api/settings': json(500, { error: 'Internal Server Error' }) });
    renderRoute(<ContactUsRoute />, { path: '/contactus' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Our contact details could not be loaded. Please try again.',
    );
  });

  it('marks every missing field, focuses the first and sends nothing', async () => {
    const seen = stubFetch({ 'GET /api/settings': settings });
    const { user } = renderRoute(<ContactUsRoute />, { path: '/contactus' });
    const form = within(screen.getByRole('form', { name: 'Send us a message' }));
    await user.click(form.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('Name')));
    for (const label of ['Name', 'Email', 'Phone', 'Topic', 'Message'])
      expect(form.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(seen.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('sends the enquiry and shows its reference', async () => {
    const seen = stubFetch({
      'GET /api/settings': settings,
      'POST /api/enquiries': json(201, createEnquiryReceipt({ reference: 'ENQ-2040' })),
    });
    const { user } = renderRoute(<ContactUsRoute />, { path: '/contactus' });
    await user.click(await (await fill(user)).findByRole('button', { name: 'Send message' }));
    expect((await screen.findByTestId('enquiry-reference')).textContent).toBe('ENQ-2040');
    expect(seen.find(({ method }) => method === 'POST')?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      topic: 'Complaint',
      message: 'My invoice shows the wrong state.',
      privacy: { noticeVersion: PRIVACY_NOTICE_VERSION, optional: [] },
    });
  });

  it('shows the itemised privacy notice just above Send message, as sign-up shows it', async () => {
    stubFetch({ 'GET /api/settings': settings });
    renderRoute(<ContactUsRoute />, { path: '/contactus' });
    const form = within(screen.getByRole('form', { name: 'Send us a message' }));
    const notice = form.getByRole('region', { name: 'Privacy notice' });
    expect(within(notice).getByText('Contact-form messages')).toBeTruthy();
    expect(notice.textContent).toContain('Sending a message means you agree to these uses, to answer you.');
    expect(within(notice).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacypolicy');
    const send = form.getByRole('button', { name: 'Send message' });
    expect(notice.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("puts the server's field messages beside their fields and focuses the first", async () => {
    const refusal = 'Enter a mobile number the shop can call.';
    stubFetch({
      'GET /api/settings': settings,
      'POST /api/enquiries': json(400, { error: refusal, fields: { phone: refusal } }),
    });
    const { user } = renderRoute(<ContactUsRoute />, { path: '/contactus' });
    const form = await fill(user);
    await user.click(form.getByRole('button', { name: 'Send message' }));
    const phone = form.getByLabelText('Phone');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText(refusal)).toBeTruthy();
  });

  it('says the message could not be sent when the server fails', async () => {
    stubFetch({
      'GET /api/settings': settings,
      'POST /api/enquiries': new Response('Bad gateway', { status: 502 }),
    });
    const { user } = renderRoute(<ContactUsRoute />, { path: '/contactus' });
    const form = await fill(user);
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Your message could not be sent. Please try again, or call or email us.',
    );
  });
});
