import { useObjectUrl } from '../use-object-url';

/** Shows the chosen picture before it is uploaded. */
export function ImagePreview({ file }: { file: File | null }) {
  const url = useObjectUrl(file);
  if (!url) return null;
  return (
    <img
      src={url}
      alt="Preview of the chosen file"
      className="mt-2 aspect-[3/2] w-full max-w-xs rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
    />
  );
}
