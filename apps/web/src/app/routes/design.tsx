import { DesignPage } from '../../features/catalogue';
import { useParams } from '../../lib/router';

/** /designs/:slug */
export function DesignRoute() {
  const { slug = '' } = useParams();
  return <DesignPage slug={slug} />;
}
