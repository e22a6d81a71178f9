import { describe, expect, it } from 'vitest';
import { endSentence, sellerDisplay, telHref } from '../seller-display';
import { publicStoreSettingsSchema } from './public-settings';
import { GSTIN_OTHER_STATE_MESSAGE, SAC_MESSAGE, storeSettingsInputSchema } from './settings';

const valid = {
  legalName: 'Acme Web Services Pvt. Ltd.',
  tradeName: 'Acme',
  gstin: '29ABCDE1234F1ZW',
  address: '12 MG Road\nBengaluru, Karnataka 560001',
  stateCode: '29',
  supportEmail: 'help@acme.example',
  phone: '+91 80 4000 1234',
  grievanceName: 'Asha Rao',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@acme.example',
  grievancePhone: '080-4000-1235',
};

const fieldErrors = (input: unknown) => {
  const result = storeSettingsInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('store settings schema', () => {
  it('accepts a complete seller', () => {
    expect(storeSettingsInputSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a GSTIN of another state than the one chosen, even beside other mistakes', () => {
    expect(fieldErrors({ ...valid, stateCode: '27' })).toEqual({ gstin: GSTIN_OTHER_STATE_MESSAGE });
    expect(fieldErrors({ ...valid, stateCode: '27', legalName: ' ' })).toEqual({
      gstin: GSTIN_OTHER_STATE_MESSAGE,
      legalName: 'Legal name is required.',
    });
  });

  it('names each wrong field', () => {
    expect(
      fieldErrors({ ...valid, gstin: '29ABCDE1234F1ZX', stateCode: '25', supportEmail: 'nope', grievancePhone: '12' }),
    ).toEqual({
      gstin: 'Enter a valid 15-character GSTIN.',
      stateCode: 'Choose the state of the registered address.',
      supportEmail: 'Email must be a valid email address',
      grievancePhone: 'Enter a phone number of 10 digits, optionally with +91 or 0 in front.',
    });
  });

  it('takes SAC codes of 6 digits starting with 99, trimmed, and leaves them out when not given', () => {
    expect(storeSettingsInputSchema.parse({ ...valid, sacDesign: ' 998315 ', sacPlan: '998365' })).toMatchObject({
      sacDesign: '998315',
      sacPlan: '998365',
    });
    expect(storeSettingsInputSchema.parse(valid)).not.toHaveProperty('sacDesign');
  });

  it.each(['99831', '9983141', '848314', '99831A', '99831\uFF14', ''])('refuses the SAC %j', (sac) => {
    expect(fieldErrors({ ...valid, sacDesign: sac, sacPlan: sac })).toEqual({
      sacDesign: SAC_MESSAGE,
      sacPlan: SAC_MESSAGE,
    });
  });

  it.each(['98765 43210', '+91 98765 43210', '022 4890 1234', '91-80-4000-1234', '(080) 4000 1234'])(
    'accepts the contact phone %s',
    (phone) => {
      expect(fieldErrors({ ...valid, phone })).toEqual({});
    },
  );

  it.each(['12345', '0000000000', '+1 415 555 0100 12', 'call me', '98765 43210 ext 2'])(
    'refuses the contact phone %s',
    (phone) => {
      expect(Object.keys(fieldErrors({ ...valid, phone }))).toEqual(['phone']);
    },
  );
});

describe('seller display', () => {
  it('ends a name in exactly one full stop', () => {
    expect(endSentence('SiteInMinutes Digital Pvt. Ltd.')).toBe('SiteInMinutes Digital Pvt. Ltd.');
    expect(endSentence('Acme Traders')).toBe('Acme Traders.');
  });

  it('builds every text from the settings', () => {
    const settings = publicStoreSettingsSchema.parse({ ...valid, stateName: 'Karnataka', isDemo: false });
    const display = sellerDisplay(settings);
    expect(display.legalNameSentence).toBe('Acme Web Services Pvt. Ltd.');
    expect(display.addressLine).toBe('12 MG Road, Bengaluru, Karnataka 560001');
    expect(display.phoneHref).toBe('tel:+918040001234');
    expect(display.grievancePhoneHref).toBe('tel:+918040001235');
    expect(display.demoNotice).toBe('');
    expect(telHref('98765 43210')).toBe('tel:+919876543210');
    expect(telHref('022 4890 1234')).toBe('tel:+912248901234');
  });
});
