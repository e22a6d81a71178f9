import { type EnquiryInput, enquiryReceiptSchema } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const sendEnquiry = async (input: EnquiryInput) =>
  (await apiRequest('/enquiries', { method: 'POST', body: input, schema: enquiryReceiptSchema })).data;

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
