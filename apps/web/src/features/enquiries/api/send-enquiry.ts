import type { EnquiryInput, EnquiryReceipt } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const sendEnquiry = async (input: EnquiryInput) =>
  (await apiRequest<EnquiryReceipt>('/enquiries', { method: 'POST', body: input })).data;

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
