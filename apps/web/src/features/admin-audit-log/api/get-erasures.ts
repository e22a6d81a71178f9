import { adminErasureListSchema } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const getErasures = async (signal?: AbortSignal) =>
  (await apiRequest('/admin/privacy/erasures', { auth: true, signal, schema: adminErasureListSchema })).data;

/** Customers' erasure requests and their state, newest first (each view is audited). */
export const useErasureRequests = () =>
  useQuery({ queryKey: ['admin', 'erasures'], queryFn: ({ signal }) => getErasures(signal) });
