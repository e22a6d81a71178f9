import { Component, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';

/** Shown when a page fails to render or its code fails to load (for example after a new release). */
export function RouteError() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">We could not show this page</h1>
      <p className="mt-3 text-slate-600">Something went wrong. Please reload the page or go back to the home page.</p>
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

interface BoundaryProps {
  children: ReactNode;
  /** The page shown; moving to another page clears the error. */
  pathname: string;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Replaces a page that throws with RouteError until the visitor goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
}
