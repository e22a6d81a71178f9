import { gstinCheckCharacter, gstStateName, isValidGstin } from '@store/shared';
import type { z } from 'zod';

/** The SELLER_* variables as read (empty ones already undefined). */
export interface SellerEnvInput {
  SELLER_GSTIN?: string;
  SELLER_LEGAL_NAME?: string;
  SELLER_ADDRESS?: string;
  SELLER_STATE_CODE?: string;
}

/** The seller the first start stores (see the settings module); undefined means the demo seller. */
export interface SellerEnv {
  legalName: string;
  gstin: string;
  /** Lines split at real newlines or at a written `\n`. */
  address: string;
  stateCode: string;
}

const stateLabel = (code: string) => `${code} (${gstStateName(code) ?? 'unknown'})`;

function gstinProblem(gstin: string): string | undefined {
  if (isValidGstin(gstin)) return undefined;
  const format = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin);
  if (format && gstStateName(gstin.slice(0, 2)) === undefined) {
    return `SELLER_GSTIN starts with ${gstin.slice(0, 2)}, which is no GST state code`;
  }
  if (format) {
    return `SELLER_GSTIN ${gstin} has a wrong check character (a typing mistake?): ${gstin.charAt(14)} where ${gstinCheckCharacter(gstin.slice(0, 14))} belongs`;
  }
  return 'SELLER_GSTIN must be a 15-character GSTIN in capitals: state code, PAN, entity code, Z, check character';
}

/** Checks the SELLER_* variables together, adding one issue per problem to the env schema's context. */
export function checkSellerEnv(env: SellerEnvInput, ctx: z.RefinementCtx): void {
  const { SELLER_GSTIN: gstin, SELLER_LEGAL_NAME: name, SELLER_ADDRESS: address, SELLER_STATE_CODE: state } = env;
  const required = { SELLER_GSTIN: gstin, SELLER_LEGAL_NAME: name, SELLER_ADDRESS: address };
  const given = Object.values(required).some(Boolean) || Boolean(state);
  if (!given) return;
  for (const [key, value] of Object.entries(required)) {
    if (!value) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${key} is missing: SELLER_GSTIN, SELLER_LEGAL_NAME and SELLER_ADDRESS are set together`,
      });
    }
  }
  const problem = gstin ? gstinProblem(gstin.trim()) : undefined;
  if (problem) ctx.addIssue({ code: 'custom', path: ['SELLER_GSTIN'], message: problem });
  if (name && name.trim().length > 200) {
    ctx.addIssue({
      code: 'custom',
      path: ['SELLER_LEGAL_NAME'],
      message: 'SELLER_LEGAL_NAME must be at most 200 characters',
    });
  }
  if (address && (address.length > 500 || splitAddress(address).split('\n').length > 6)) {
    ctx.addIssue({
      code: 'custom',
      path: ['SELLER_ADDRESS'],
      message: 'SELLER_ADDRESS must be at most 500 characters in at most 6 lines',
    });
  }
  if (state !== undefined) {
    if (gstStateName(state.trim()) === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_STATE_CODE'],
        message: 'SELLER_STATE_CODE must be a two-digit GST state code, such as 29 for Karnataka',
      });
    } else if (gstin && !problem && gstin.trim().slice(0, 2) !== state.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_STATE_CODE'],
        message: `SELLER_STATE_CODE ${stateLabel(state.trim())} is not the state of SELLER_GSTIN, ${stateLabel(gstin.trim().slice(0, 2))}`,
      });
    }
  }
}

const splitAddress = (address: string) =>
  address
    .replace(/\\n/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/** The checked seller, or undefined when no SELLER_* variable is set. */
export function sellerFromEnv(env: SellerEnvInput): SellerEnv | undefined {
  const { SELLER_GSTIN: gstin, SELLER_LEGAL_NAME: name, SELLER_ADDRESS: address, SELLER_STATE_CODE: state } = env;
  if (!gstin || !name || !address) return undefined;
  return {
    gstin: gstin.trim(),
    legalName: name.trim(),
    address: splitAddress(address),
    stateCode: state?.trim() || gstin.trim().slice(0, 2),
  };
}
