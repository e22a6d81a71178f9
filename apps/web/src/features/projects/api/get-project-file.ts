import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFile } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** A private project file (logo, picture) fetched with the session's token; `src` is its /api/… address. */
export const getProjectFile = (src: string, signal?: AbortSignal): Promise<Blob> =>
  apiFile(src.replace(/^\/api(?=\/)/, ''), { signal, auth: true });

/** A file never changes at its address, so it is fetched once. */
export const projectFileQueryOptions = (src: string) =>
  queryOptions({
    queryKey: projectKeys.file(src),
    queryFn: ({ signal }) => getProjectFile(src, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The file as a local object URL owned by the calling component. The cache keeps the bytes, not a
 * URL: a shared URL revoked by one component (the brief form closing) would break the next (the summary).
 */
export function useProjectFileUrl(src: string) {
  const file = useQuery(projectFileQueryOptions(src));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.data) return;
    const own = URL.createObjectURL(file.data);
    setUrl(own);
    return () => URL.revokeObjectURL(own);
  }, [file.data]);
  return { url: file.data ? url : undefined, isError: file.isError };
}
