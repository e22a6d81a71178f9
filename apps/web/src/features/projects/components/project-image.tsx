import { useTranslation } from '../../../i18n';
import { useProjectFileUrl } from '../api/get-project-file';

/** Project files are private: fetched with the session's token and shown from a local object URL. */
export function ProjectImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const { t } = useTranslation();
  const image = useProjectFileUrl(src);
  if (!image.url)
    return (
      <span className="text-sm text-slate-600">
        {image.isError ? t('project.fileUnavailable') : t('project.fileLoading')}
      </span>
    );
  return <img src={image.url} alt={alt} className={className} />;
}
