import { useProjectFileUrl } from '../api/get-project-file';

/** The shop keeps the customer's logo: a download of the private file, fetched with the session. */
export function LogoDownload({ src, fileName }: { src: string; fileName: string }) {
  const file = useProjectFileUrl(src);
  if (!file.url) return null;
  return (
    <a href={file.url} download={fileName} className="rounded-xl px-3 py-2 text-sm font-semibold ring-1 ring-slate-300">
      Download logo
    </a>
  );
}
