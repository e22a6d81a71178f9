import { useEffect } from 'react';
import { useProjectFile } from '../api/get-project-file';

/** Project files are private: fetched with the session's token and shown from a local object URL. */
export function ProjectImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const image = useProjectFile(src);
  useEffect(() => () => (image.data ? URL.revokeObjectURL(image.data) : undefined), [image.data]);
  if (!image.data)
    return <span className="text-sm text-slate-600">{image.isError ? 'File unavailable' : 'Loading…'}</span>;
  return <img src={image.data} alt={alt} className={className} />;
}
