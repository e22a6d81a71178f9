import { useParams } from 'react-router';
import { DesignPage } from '../../features/catalogue';

/** /designs/:slug */
export function DesignRoute() {
  const { slug = '' } = useParams();
  return <DesignPage slug={slug} />;
}
