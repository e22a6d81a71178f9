import { adminApiAuth, backdateEnquiry, openAdminPage } from './admin-steps';
import { expect, isPhone, loginAsAdmin, shotToLookAt, test } from './fixtures';

const REFERENCE = /^ENQ-\d{8}-[0-9A-HJKMNP-TV-Z]{5}$/;

test('the contact page keeps its details, names the grievance officer, and sends an enquiry with a reference number', async ({
  page,
}) => {
  await page.goto('/contactus');
  const main = page.getByRole('main');
  for (const text of ['Mon-Fri 9:00-18:00', 'Sat 10:00-16:00', 'support@siteinminutes.in', 'Bengaluru']) {
    await expect(main).toContainText(text);
  }
  await expect(main.getByRole('link', { name: '+91 80 4890 1234' })).toHaveAttribute('href', 'tel:+918048901234');
  const grievance = main.getByRole('region', { name: 'Grievance officer' });
  await expect(grievance).toContainText('Priya Sharma');
  await expect(grievance).toContainText('Grievance Officer');
  await expect(grievance.getByRole('link', { name: 'grievance@siteinminutes.in' })).toBeVisible();
  await expect(main.getByRole('note')).toHaveText('Demo seller: these details are placeholders, not a real business.');

  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  // The shared schema's messages, each under its field; focus goes to the first.
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByText('Phone number is required.')).toBeVisible();
  await expect(form.getByText('Choose a topic.')).toBeVisible();
  await expect(form.getByText('Message is required.')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill('meera@example.com');
  await form.getByLabel('Phone').fill('12345');
  await form.getByLabel('Topic').selectOption('Complaint');
  await form.getByLabel('Message').fill('My design arrived without the contact page I paid for.');
  await expect(form.getByText('Name is required.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Enter a valid 10-digit phone number.')).toBeVisible();
  await expect(form.getByLabel('Phone')).toBeFocused();

  await form.getByLabel('Phone').fill('+91 98765 43210');
  await form.getByRole('button', { name: 'Send message' }).click();
  const receipt = page.getByRole('status').filter({ hasText: 'Thank you, we have your message' });
  await expect(receipt).toBeVisible();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(REFERENCE);
  await expect(receipt).toContainText('within 48 hours');
  await expect(receipt).toContainText('We will resolve your complaint by');
});

test('each "Get this plan" leads to the form with topic Marketing plan and the plan chosen', async ({ page }) => {
  for (const [start, plan] of [
    ['/', 'BASIC PLAN'],
    ['/marketing', 'PRO PLAN'],
  ] as const) {
    await page.goto(start);
    const card = page.getByRole('article', { name: plan, exact: true });
    await card.getByRole('link', { name: 'Get this plan' }).click();
    await expect(page).toHaveURL(/\/contactus\?topic=Marketing\+plan&plan=/);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByLabel('Topic')).toHaveValue('Marketing plan');
    await expect(form.getByLabel('Plan')).toHaveValue(plan);
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toBeInViewport();
  }
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Arjun Nair');
  await form.getByLabel('Email').fill('arjun@example.com');
  await form.getByLabel('Phone').fill('9123456780');
  await form.getByLabel('Message').fill('Can you start next week?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(REFERENCE);
});

test('admins see enquiries with their age; one waiting over 48 hours stands out until acknowledged', async ({
  page,
}) => {
  const name = `Late sender ${isPhone(page) ? 'phone' : 'desktop'} ${Date.now()}`;
  const sent = await page.request.post('/api/enquiries', {
    data: { name, email: 'late@example.com', phone: '9000012345', topic: 'Complaint', message: 'Nobody replied.' },
  });
  expect(sent.status()).toBe(201);
  const { reference } = await sent.json();
  backdateEnquiry(reference, 50);

  await loginAsAdmin(page);
  await openAdminPage(page, 'Enquiries');
  const card = page.getByRole('listitem', { name: reference });
  await expect(card).toContainText(name);
  await expect(card).toContainText('2 days 2 hours old');
  await expect(card).toContainText('Overdue: not acknowledged within 48 hours');
  await expect(card).toContainText('Complaint: redress by');
  await expect(page.getByRole('alert')).toHaveText(/^\d+ enquir(y has|ies have) waited more than 48 hours/);
  await shotToLookAt(card, 'enquiry-overdue');

  await card.getByLabel('Status').selectOption('in_progress');
  await expect(card).toContainText('Acknowledged ');
  await expect(card).not.toContainText('Overdue');
  await expect(card.getByLabel('Status')).toHaveValue('in_progress');

  // Put it back as resolved so later runs see only their own overdue enquiry.
  const resolved = await page.request.patch(`/api/admin/enquiries/${reference}`, {
    headers: await adminApiAuth(page),
    data: { status: 'resolved' },
  });
  expect(resolved.status()).toBe(200);
});
