import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { MemoryRouter, Route, Switch, useLocation } from '../lib/router';
import { clearSession } from '../lib/session';

/** Shows where the page navigated to, for tests to read. */
function WhereNow() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/**
 * Draws `page` at `path` (visited as `url`) with a fresh query cache and no retries, beside a
 * catch-all that names any page navigated to. Returns Testing Library's queries and a user.
 */
export function renderRoute(page: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialPath={url}>
        <Switch>
          <Route path={path}>{page}</Route>
          <Route>
            <WhereNow />
          </Route>
        </Switch>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});
