import { DESIGN_IMAGE_SIZES, type DesignCard as DesignCardData } from '@store/shared';
import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { designPath, paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDesign } from '../api/get-design';
import { CardCartControl } from './card-cart-control';
import { DesignCard } from './design-card';
import { DesignPrice } from './design-price';
import { DesignShare } from './design-share';

function Missing({ gone }: { gone: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(gone ? t('design.goneTitle') : t('notFound.title'));
  return (
    <div className="py-20">
      <Container className="max-w-xl text-center">
        <p className="text-sm font-semibold text-brand-700">{gone ? '410' : '404'}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">
          {gone ? t('design.goneHeading') : t('notFound.title')}
        </h1>
        <p className="mt-3 text-slate-600">{gone ? t('design.goneText') : t('notFound.text')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
          <ButtonLink to={paths.designs} variant="secondary">
            {t('notFound.browse')}
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}

function DesignDetails({ design, more }: { design: DesignCardData; more: DesignCardData[] }) {
  const { t } = useTranslation();
  useDocumentTitle(design.title);
  return (
    <div className="py-10">
      <Container>
        <nav aria-label={t('design.breadcrumb')} className="mb-6 text-sm text-slate-600">
          <ButtonLink to={paths.designs} variant="secondary" className="!px-3 !py-1.5">
            {t('design.allDesigns')}
          </ButtonLink>
        </nav>
        <article className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <img
            src={design.imageSrc}
            srcSet={design.imageSrcSet}
            sizes={DESIGN_IMAGE_SIZES}
            width={1200}
            height={800}
            alt={t('catalogue.previewAlt', { title: design.title })}
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-2xl bg-slate-100 object-cover shadow-sm ring-1 ring-slate-200"
          />
          <div className="flex flex-col gap-5">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{design.category}</p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{design.title}</h1>
            </div>
            <DesignPrice design={design} />
            <div className="max-w-xs">
              <CardCartControl card={design} />
            </div>
            <DesignShare design={design} />
          </div>
        </article>
        {more.length > 0 ? (
          <section className="mt-14">
            <h2 className="mb-6 text-2xl font-bold tracking-tight">{t('design.moreInCategory')}</h2>
            <div className="design-card-grid sm:[--card-columns:2] lg:[--card-columns:4] lg:[--card-text-height:300px]">
              {more.map((card) => (
                <DesignCard key={card._id} card={card} />
              ))}
            </div>
          </section>
        ) : null}
      </Container>
    </div>
  );
}

/** /designs/:slug — one design with its price, cart control, previews, sharing and more of its category. */
export function DesignPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useDesign(slug);
  const navigate = useNavigate();
  const current = data?.design.slug;
  // An earlier slug was followed to the design: the address bar shows the current one.
  useEffect(() => {
    if (current && current !== slug) navigate(designPath(current), { replace: true });
  }, [current, slug, navigate]);

  if (isPending) {
    return (
      <div role="status" className="py-20 text-center text-slate-600">
        {t('design.loading')}
      </div>
    );
  }
  if (error || !data) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      return <Missing gone={error.status === 410} />;
    }
    return (
      <Container className="py-20">
        <p role="alert" className="rounded-xl bg-red-50 p-6 text-center text-red-800 ring-1 ring-red-200">
          {t('design.failed')}
        </p>
      </Container>
    );
  }
  return <DesignDetails key={data.design._id} design={data.design} more={data.moreInCategory} />;
}
