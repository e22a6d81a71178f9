import {
  type MonthlyBriefDraft,
  type ProjectActionInput,
  type ProjectBriefDraft,
  type ProjectDetail,
  projectDetailSchema,
} from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

const base = (id: string) => `/projects/${encodeURIComponent(id)}`;

/** Every change answers the whole project: it replaces the cached one, and lists are refetched. */
function useProjectChange<T>(id: string, send: (input: T) => Promise<ProjectDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.mine() });
    },
  });
}

export const useSaveBrief = (id: string) =>
  useProjectChange(
    id,
    async (draft: ProjectBriefDraft) =>
      (await apiRequest(`${base(id)}/brief`, { method: 'PUT', auth: true, body: draft, schema: projectDetailSchema }))
        .data,
  );

export const useUploadLogo = (id: string) =>
  useProjectChange(id, async (logo: File) => {
    const form = new FormData();
    form.append('logo', logo);
    return (
      await apiRequest(`${base(id)}/brief/logo`, {
        method: 'POST',
        auth: true,
        body: form,
        schema: projectDetailSchema,
      })
    ).data;
  });

/** Customer actions on /api/projects, shop actions on /api/admin/projects. */
export const useProjectAction = (id: string, asAdmin = false) =>
  useProjectChange(id, async (input: ProjectActionInput) => {
    const url = asAdmin ? `/admin/projects/${encodeURIComponent(id)}/actions` : `${base(id)}/actions`;
    return (await apiRequest(url, { method: 'POST', auth: true, body: input, schema: projectDetailSchema })).data;
  });

export const usePostMessage = (id: string) =>
  useProjectChange(id, async ({ body, image }: { body: string; image?: File }) => {
    const form = new FormData();
    form.append('body', body);
    if (image) form.append('image', image);
    return (
      await apiRequest(`${base(id)}/messages`, { method: 'POST', auth: true, body: form, schema: projectDetailSchema })
    ).data;
  });

/** A plan month's brief: the focus and offers as a draft, and its pictures one at a time. */
export const useSaveMonthlyBrief = (id: string) =>
  useProjectChange(
    id,
    async (draft: MonthlyBriefDraft) =>
      (
        await apiRequest(`${base(id)}/monthly-brief`, {
          method: 'PUT',
          auth: true,
          body: draft,
          schema: projectDetailSchema,
        })
      ).data,
  );

export const useAddMonthlyAsset = (id: string) =>
  useProjectChange(id, async (asset: File) => {
    const form = new FormData();
    form.append('asset', asset);
    const url = `${base(id)}/monthly-brief/assets`;
    return (await apiRequest(url, { method: 'POST', auth: true, body: form, schema: projectDetailSchema })).data;
  });

export const useRemoveMonthlyAsset = (id: string) =>
  useProjectChange(id, async (key: string) => {
    const url = `${base(id)}/monthly-brief/assets/${encodeURIComponent(key)}`;
    return (await apiRequest(url, { method: 'DELETE', auth: true, schema: projectDetailSchema })).data;
  });
