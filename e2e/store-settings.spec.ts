import type { Page } from '@playwright/test';
import { adminApiAuth, openAdminPage } from './admin-steps';
import { expect, isPhone, loginAsAdmin, shotToLookAt, test } from './fixtures';

/** Puts the demo seller back, so every other test sees the store as it starts. */
async function restoreDemoSeller(page: Page) {
  const response = await page.request.put('/api/admin/settings', {
    headers: await adminApiAuth(page),
    data: {
      legalName: 'SiteInMinutes Digital Pvt. Ltd.',
      tradeName: 'SiteInMinutes',
      gstin: '29ABCDE1234F1ZW',
      address: '2nd Floor, Demo Tech Park, 100 Feet Road\nIndiranagar, Bengaluru, Karnataka 560038',
      stateCode: '29',
      supportEmail: 'support@siteinminutes.in',
      phone: '+91 80 4890 1234',
      grievanceName: 'Priya Sharma',
      grievanceDesignation: 'Grievance Officer',
      grievanceEmail: 'grievance@siteinminutes.in',
      grievancePhone: '+91 80 4890 1299',
    },
  });
  expect(response.status()).toBe(200);
}

test.afterEach(async ({ page }) => {
  await restoreDemoSeller(page);
});

test('an admin edits the settings with errors beside the fields; the contact page and footers show the change', async ({
  page,
  browser,
}) => {
  const legalName = `Acme ${isPhone(page) ? 'Phone' : 'Desk'} Traders Pvt. Ltd.`;
  await loginAsAdmin(page);
  await openAdminPage(page, 'Settings');
  const form = page.getByRole('form', { name: 'Store settings' });
  await expect(page.getByRole('note')).toContainText('demo seller with a made-up GSTIN');
  const gstin = form.getByLabel('GSTIN');
  await expect(gstin).toHaveValue('29ABCDE1234F1ZW');

  await gstin.fill('27aapfu0939f1zx');
  await expect(gstin).toHaveValue('27AAPFU0939F1ZX');
  await form.getByLabel('Support email').fill('not an email');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Enter a valid 15-character GSTIN.')).toBeVisible();
  await expect(form.getByText('Email must be a valid email address')).toBeVisible();
  await expect(gstin).toBeFocused();

  await gstin.fill('27AAPFU0939F1ZV');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText("The GSTIN belongs to another state than the seller's state.")).toBeVisible();

  await form.getByLabel('State').selectOption('27');
  await form.getByLabel('Support email').fill('support@acme.example');
  await form.getByLabel('Legal name').fill(legalName);
  await form.getByLabel('Registered address').fill('12 Linking Road\nBandra West, Mumbai 400050');
  await form.getByLabel('Name', { exact: true }).fill('Kavya Menon');
  await form.getByLabel('Designation').fill('Nodal Grievance Officer');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('status')).toHaveText('Settings saved. The contact page and footer show them now.');
  await expect(page.getByRole('note')).toHaveCount(0);

  await page.goto('/contactus');
  const main = page.getByRole('main');
  await expect(main).toContainText(legalName);
  await expect(main).toContainText('Bandra West, Mumbai 400050');
  await expect(main).toContainText('27AAPFU0939F1ZV');
  await expect(main.getByRole('region', { name: 'Grievance officer' })).toContainText('Kavya Menon');
  await expect(main.getByRole('link', { name: 'support@acme.example' })).toBeVisible();
  await expect(main.getByRole('note')).toHaveCount(0);

  // The prerendered home page, with and without JavaScript: the new details, never the build's.
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© 2024 ${legalName} All rights reserved.`);
  await expect(footer.getByRole('region', { name: 'Grievance officer' })).toContainText('Nodal Grievance Officer');
  await expect(footer).toContainText('GSTIN 27AAPFU0939F1ZV');
  await footer.scrollIntoViewIfNeeded();
  await shotToLookAt(page, 'footer-settings');
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/');
    const plainFooter = plain.getByRole('contentinfo');
    await expect(plainFooter).toContainText(`© 2024 ${legalName} All rights reserved.`);
    await expect(plainFooter).toContainText('Kavya Menon');
    await expect(plainFooter).not.toContainText('__SELLER_');
  } finally {
    await noScript.close();
  }
});

test('the company name ends in one full stop wherever it is written', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(
    '© 2024 SiteInMinutes Digital Pvt. Ltd. All rights reserved.',
  );
  await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Seller' })).toContainText(
    'Demo seller: these details are placeholders, not a real business.',
  );
  for (const url of ['/privacytouse', '/privacypolicy', '/TermsAndConditions', '/TermsAndRefundPolicy', '/aboutus']) {
    await page.goto(url);
    await expect(page.getByRole('main')).toContainText('SiteInMinutes Digital Pvt. Ltd.');
    await expect(page.locator('body')).not.toContainText('Ltd..');
  }
  await page.goto('/privacytouse');
  await expect(page.getByRole('main')).toContainText(
    'This website is run by SiteInMinutes Digital Pvt. Ltd. By browsing',
  );
});
