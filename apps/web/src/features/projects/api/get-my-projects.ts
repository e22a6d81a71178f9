import { projectListResponseSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export const getMyProjects = async (signal?: AbortSignal) =>
  (await apiRequest('/projects', { auth: true, signal, schema: projectListResponseSchema })).data.projects;

export const myProjectsQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.mine(), queryFn: ({ signal }) => getMyProjects(signal) });

export const useMyProjects = () => useQuery(myProjectsQueryOptions());
