import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to render or its code fails to load (for example after a new release). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">We could not show this page</h1>
      <p className="mt-3 text-slate-600">{message} Please reload the page or go back to the home page.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white"
        >
          Reload
        </button>
        <a href="/" className="rounded-lg px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200">
          Home
        </a>
      </div>
    </main>
  );
}
