import { Spinner } from './spinner';

/** Holds a screen's height while a page's code loads, so the footer does not jump. */
export function PageLoading() {
  return (
    <div className="min-h-dvh">
      <Spinner />
    </div>
  );
}
