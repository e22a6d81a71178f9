import { describe, expect, it } from 'vitest';
import { GSTIN_INVALID_MESSAGE, stateTaxName } from '../gst';
import { placeOfSupplyFor } from '../gst-invoice';
import {
  BILLING_ADDRESS_GSTIN_MESSAGE,
  BILLING_ADDRESS_HIGH_VALUE_MESSAGE,
  BILLING_ADDRESS_LENGTH_MESSAGE,
  BILLING_NAME_MESSAGE,
  BILLING_STATE_MESSAGE,
  BUSINESS_NAME_MESSAGE,
  BUYER_GSTIN_OTHER_STATE_MESSAGE,
  billingAddressIssue,
  billingAddressRequirement,
  billingDetailsSchema,
} from './billing';

const issuesOf = (input: unknown) => {
  const parsed = billingDetailsSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const registered = {
  name: 'Asha Rao',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  businessName: 'Rao Traders',
  address: '5 Linking Road\nMumbai 400050',
};

describe('billing details at checkout', () => {
  it('takes a name and state alone, or with a GSTIN of that state and its business name', () => {
    expect(billingDetailsSchema.parse({ name: ' Asha Rao ', stateCode: '32' })).toEqual({
      name: 'Asha Rao',
      stateCode: '32',
    });
    expect(billingDetailsSchema.parse(registered)).toEqual(registered);
  });

  it('asks for the name and the state', () => {
    expect(issuesOf({ name: '  ', stateCode: '' })).toEqual({
      name: BILLING_NAME_MESSAGE,
      stateCode: BILLING_STATE_MESSAGE,
    });
    expect(issuesOf({ name: 'A', stateCode: '25' })).toEqual({ stateCode: BILLING_STATE_MESSAGE });
  });

  it.each([
    ['wrong check character', '27AAPFU0939F1ZW'],
    ['lower case', '27aapfu0939f1zv'],
    ['a space inside', '27AAPFU 0939F1ZV'],
    ['a space around', ' 27AAPFU0939F1ZV'],
    ['14 characters', '27AAPFU0939F1Z'],
    ['16 characters', '27AAPFU0939F1ZVV'],
    ['Cyrillic A look-alike', '27\u0410APFU0939F1ZV'],
    ['full-width digit', '\uFF127AAPFU0939F1ZV'],
    ['an unknown state code', '25AAPFU0939F1ZV'],
    ['not a string', 270939],
  ])('refuses a GSTIN with %s: %s', (_, gstin) => {
    expect(issuesOf({ ...registered, gstin })).toEqual({ gstin: GSTIN_INVALID_MESSAGE });
  });

  it('refuses a valid GSTIN of another state than the billing state, also beside other problems', () => {
    expect(issuesOf({ ...registered, stateCode: '29' })).toEqual({ gstin: BUYER_GSTIN_OTHER_STATE_MESSAGE });
    expect(issuesOf({ ...registered, name: '', stateCode: '29' })).toEqual({
      name: BILLING_NAME_MESSAGE,
      gstin: BUYER_GSTIN_OTHER_STATE_MESSAGE,
    });
  });

  it('wants the business name with a GSTIN and a GSTIN with a business name', () => {
    expect(issuesOf({ ...registered, businessName: undefined })).toEqual({ businessName: BUSINESS_NAME_MESSAGE });
    expect(issuesOf({ ...registered, gstin: undefined })).toEqual({ gstin: GSTIN_INVALID_MESSAGE });
  });
});

describe("the recipient's address (rule 46)", () => {
  it('is optional without a GSTIN, trimmed, and at most 300 characters', () => {
    expect(billingDetailsSchema.parse({ name: 'A', stateCode: '32', address: '  12 MG Road\nKochi  ' })).toEqual({
      name: 'A',
      stateCode: '32',
      address: '12 MG Road\nKochi',
    });
    expect(issuesOf({ name: 'A', stateCode: '32', address: 'x'.repeat(300) })).toEqual({});
    expect(issuesOf({ name: 'A', stateCode: '32', address: 'x'.repeat(301) })).toEqual({
      address: BILLING_ADDRESS_LENGTH_MESSAGE,
    });
  });

  it('is required with a GSTIN, also when only spaces are given', () => {
    expect(issuesOf({ ...registered, address: undefined })).toEqual({ address: BILLING_ADDRESS_GSTIN_MESSAGE });
    expect(issuesOf({ ...registered, address: '   ' })).toEqual({ address: BILLING_ADDRESS_GSTIN_MESSAGE });
  });

  it('is required from a taxable value of ₹50,000, to the paisa', () => {
    expect(billingAddressIssue({}, 4_999_999)).toBeUndefined();
    expect(billingAddressIssue(undefined, 5_000_000)).toBe(BILLING_ADDRESS_HIGH_VALUE_MESSAGE);
    expect(billingAddressIssue({ address: '' }, 5_000_000)).toBe(BILLING_ADDRESS_HIGH_VALUE_MESSAGE);
    expect(billingAddressIssue({ address: '12 MG Road' }, 9_000_000)).toBeUndefined();
  });

  it('is named required before submitting: with a GSTIN, or from ₹50,000 before GST', () => {
    expect(billingAddressRequirement(false, 4_999_999)).toBeUndefined();
    expect(billingAddressRequirement(true, 0)).toBe('gstin');
    expect(billingAddressRequirement(false, 5_000_000)).toBe('high-value');
    expect(billingAddressRequirement(true, 5_000_000)).toBe('gstin');
  });
});

describe('place of supply and the state tax', () => {
  it("is the GSTIN's state, else the billing state, else the seller's state", () => {
    expect(placeOfSupplyFor('29', { gstin: '27AAPFU0939F1ZV', stateCode: '27' })).toBe('27');
    expect(placeOfSupplyFor('29', { gstin: null, stateCode: '32' })).toBe('32');
    expect(placeOfSupplyFor('29', {})).toBe('29');
  });

  it('names UTGST in union territories without a legislature, SGST elsewhere', () => {
    for (const code of ['04', '26', '31', '35', '38']) expect(stateTaxName(code)).toBe('UTGST');
    for (const code of ['07', '29', '34', '01']) expect(stateTaxName(code)).toBe('SGST');
  });
});
