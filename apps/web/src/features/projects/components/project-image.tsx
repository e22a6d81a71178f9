import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSession } from '../../../lib/session';

/** Project files are private: fetched with the session's token and shown from a local object URL. */
export function ProjectImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const image = useQuery({
    queryKey: ['project-file', src],
    queryFn: async ({ signal }) => {
      const token = getSession().token;
      const response = await fetch(src, { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`File ${response.status}`);
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => () => (image.data ? URL.revokeObjectURL(image.data) : undefined), [image.data]);
  if (!image.data)
    return <span className="text-sm text-slate-600">{image.isError ? 'File unavailable' : 'Loading…'}</span>;
  return <img src={image.data} alt={alt} className={className} />;
}
