import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSession } from '../../../lib/session';
import { projectKeys } from './project-keys';

/** A private project file (logo, picture) fetched with the session's token, as a local object URL. */
export async function getProjectFile(src: string, signal?: AbortSignal): Promise<string> {
  const token = getSession().token;
  const response = await fetch(src, { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`File ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

/** A file never changes at its address, so it is fetched once. */
export const projectFileQueryOptions = (src: string) =>
  queryOptions({
    queryKey: projectKeys.file(src),
    queryFn: ({ signal }) => getProjectFile(src, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useProjectFile = (src: string) => useQuery(projectFileQueryOptions(src));
