import { paths } from '../../config/paths';
import { Link } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/upload and /admin/manage-products keep the spec's placeholder, pointing to Manage Products. */
export function AdminPlaceholderRoute({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">This section is coming soon.</p>
      <Link
        to={paths.products}
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Go to Manage Products
      </Link>
    </div>
  );
}
