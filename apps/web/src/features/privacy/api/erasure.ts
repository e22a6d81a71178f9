import {
  type ErasureRequestInput,
  erasureOutcomeSchema,
  erasurePreviewSchema,
  erasureRequestedSchema,
} from '@store/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

const getErasurePreview = async (signal?: AbortSignal) =>
  (await apiRequest('/privacy/erasure', { auth: true, signal, schema: erasurePreviewSchema })).data;

/** What erasing the account would end now; fetched when the customer opens the erase form. */
export const useErasurePreview = (enabled: boolean) =>
  useQuery({ queryKey: ['privacy', 'erasure'], queryFn: ({ signal }) => getErasurePreview(signal), enabled });

const requestErasure = async (input: ErasureRequestInput) =>
  (
    await apiRequest('/privacy/erasure', {
      method: 'POST',
      auth: true,
      body: input,
      schema: erasureRequestedSchema,
    })
  ).data;

/** Password checked, the confirming link mailed. */
export const useRequestErasure = () => useMutation({ mutationFn: requestErasure });

const confirmErasure = async (token: string) =>
  (await apiRequest('/privacy/erasure/confirm', { method: 'POST', body: { token }, schema: erasureOutcomeSchema }))
    .data;

/** The mailed link followed: the account is erased; the answer says what went and what is kept. */
export const useConfirmErasure = () =>
  // The account is gone, and this browser's session with it.
  useMutation({ mutationFn: confirmErasure, onSuccess: () => clearSession() });
