import { DesignsList, UploadCardForm } from '../../features/admin-products';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Manage Products: the upload form, then the existing designs with edit and delete. */
export function AdminProductsRoute() {
  useDocumentTitle('Manage Products');
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Manage Products</h1>
      <section
        aria-labelledby="upload-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="upload-heading" className="mb-4 text-lg font-semibold">
          Upload a design
        </h2>
        <UploadCardForm />
      </section>
      <section aria-labelledby="designs-heading">
        <h2 id="designs-heading" className="mb-4 text-lg font-semibold">
          Existing designs
        </h2>
        <DesignsList />
      </section>
    </div>
  );
}
