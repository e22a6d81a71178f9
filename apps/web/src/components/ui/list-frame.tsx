import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

/** What a list needs of a query: whether it loads, failed, or what it holds. */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

interface StatusTexts {
  /** Said beside the spinner while the first page loads. */
  loading: string;
  /** Said (as an alert) when the list could not be loaded. */
  failure: string;
  failureClassName?: string;
}

/** The loading spinner or the failure alert of a list, or nothing once it has loaded. */
export function QueryStatus({ query, texts }: { query: ListQuery<unknown>; texts: StatusTexts }) {
  if (query.isPending) return <Spinner label={texts.loading} />;
  if (query.isError) {
    return (
      <p role="alert" className={texts.failureClassName ?? 'p-6 text-red-700'}>
        {texts.failure}
      </p>
    );
  }
  return null;
}

/** How one list says its states: written once beside the list, handed to its frame. */
export interface ListView<T> extends StatusTexts {
  /** Said when the loaded list has no rows. */
  empty: string;
  emptyClassName?: string;
  isEmpty: (data: T) => boolean;
  /** The box around the states and rows. */
  className?: string;
}

interface ListFrameProps<T> {
  query: ListQuery<T>;
  view: ListView<T>;
  /** Page controls under the box: the page shown and the whole list's length. */
  paging?: { page: number; pageSize: number; total: (data: T) => number; onPage: (page: number) => void };
  children: (data: T) => ReactNode;
}

/** A list's frame: loading, failure, empty or its rows, and page controls. */
export function ListFrame<T>({ query, view, paging, children }: ListFrameProps<T>) {
  const { data } = query;
  const empty = data !== undefined && view.isEmpty(data);
  return (
    <>
      <div className={view.className}>
        <QueryStatus query={query} texts={view} />
        {empty ? <p className={view.emptyClassName ?? 'p-8 text-center text-slate-600'}>{view.empty}</p> : null}
        {data !== undefined && !empty ? children(data) : null}
      </div>
      {paging ? (
        <Pagination
          page={paging.page}
          pageCount={Math.ceil((data === undefined ? 0 : paging.total(data)) / paging.pageSize)}
          onPage={paging.onPage}
        />
      ) : null}
    </>
  );
}
