import {
  adminLoginResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  type PrivacyChoice,
} from '@store/shared';
import { apiRequest } from '../../../lib/api-client';

export interface Credentials {
  email: string;
  password: string;
}

export const login = async (credentials: Credentials) =>
  (await apiRequest('/login', { method: 'POST', body: credentials, schema: loginResponseSchema })).data;

export const adminLogin = async (credentials: { username: string; password: string }) =>
  (await apiRequest('/admin-login', { method: 'POST', body: credentials, schema: adminLoginResponseSchema })).data;

export const signup = async (input: { name: string; email: string; password: string; privacy?: PrivacyChoice }) =>
  (await apiRequest('/signup', { method: 'POST', body: input, schema: messageResponseSchema })).data;
