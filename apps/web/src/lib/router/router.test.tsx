// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  StaticRouter,
  Switch,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '.';
import { parsePath, withBase, withoutBase } from './navigation';

function WhereNow() {
  const { pathname, search, hash, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash} ${JSON.stringify(state)} ${useNavigationType()}`}</p>;
}

function Address() {
  return <p data-testid="href">{useHref('/designs')}</p>;
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ q: `${params.get('q')} & more` }, { replace: true })}>
      {params.get('q')}
    </button>
  );
}

let navigate: ReturnType<typeof useNavigate> = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function Slug() {
  return <p data-testid="slug">{useParams().slug}</p>;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('paths under a base', () => {
  it('puts the base before a store path, the home page as the base itself', () => {
    expect(withBase('', '/designs')).toBe('/designs');
    expect(withBase('/hi', '/')).toBe('/hi');
    expect(withBase('/hi', '/?q=chai')).toBe('/hi?q=chai');
    expect(withBase('/hi', '/designs?q=chai#top')).toBe('/hi/designs?q=chai#top');
  });

  it('takes the base off an address, without case; an address outside it stays as it is', () => {
    expect(withoutBase('/hi', '/hi')).toBe('/');
    expect(withoutBase('/hi', '/HI/designs')).toBe('/designs');
    expect(withoutBase('/hi', '/hindi')).toBe('/hindi');
    expect(withoutBase('', '/designs')).toBe('/designs');
  });

  it('splits a path into its parts', () => {
    expect(parsePath('/designs?q=chai#top', { a: 1 })).toEqual({
      pathname: '/designs',
      search: '?q=chai',
      hash: '#top',
      state: { a: 1 },
    });
    expect(parsePath('?#')).toEqual({ pathname: '/', search: '', hash: '', state: null });
  });
});

describe('routes', () => {
  it('draws the first route that matches, without case and with a trailing slash, with its params', () => {
    render(
      <StaticRouter location="/Designs/chai-corner/?q=1">
        <Switch>
          <Route path="/designs">designs</Route>
          <Route path="/designs/:slug">
            <Slug />
          </Route>
          <Route>not found</Route>
        </Switch>
      </StaticRouter>,
    );
    expect(screen.getByTestId('slug').textContent).toBe('chai-corner');
  });

  it('draws the route without a path when none matches', () => {
    render(
      <StaticRouter location="/nowhere">
        <Switch>
          <Route path="/designs">designs</Route>
          <Route>not found</Route>
        </Switch>
      </StaticRouter>,
    );
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('matches under the Hindi base, and writes links under it', () => {
    render(
      <StaticRouter location="/hi/designs?q=chai" basename="/hi">
        <Switch>
          <Route path="/designs">
            <WhereNow />
            <Address />
            <Link to="/">home</Link>
          </Route>
        </Switch>
      </StaticRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/designs?q=chai null POP');
    expect(screen.getByTestId('href').textContent).toBe('/hi/designs');
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('href')).toBe('/hi');
  });
});

describe('links', () => {
  it('follows a link without reloading, with the state it hands over', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialPath="/">
        <Link to="/user-login?next=1" state={{ email: 'a@b.in' }}>
          log in
        </Link>
        <WhereNow />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'log in' }));
    expect(screen.getByTestId('where').textContent).toBe('/user-login?next=1 {"email":"a@b.in"} PUSH');
  });

  // What the browser would do with the clicks left to it (open a tab) is not this document's to do here.
  const stayOnThisDocument = (event: Event) => event.preventDefault();

  it('leaves a modified click and another target to the browser', async () => {
    window.addEventListener('click', stayOnThisDocument);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialPath="/">
        <Link to="/cart">cart</Link>
        <Link to="/cart" target="_blank">
          new tab
        </Link>
        <WhereNow />
      </MemoryRouter>,
    );
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'cart' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'new tab' }));
    expect(screen.getByTestId('where').textContent).toBe('/ null POP');
    // The same link clicked plainly is followed.
    await user.click(screen.getByRole('link', { name: 'cart' }));
    expect(screen.getByTestId('where').textContent).toBe('/cart null PUSH');
    window.removeEventListener('click', stayOnThisDocument);
  });

  it('replaces the step instead of adding one when the link is to where the visitor is', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialPath="/cart">
        <Link to="/cart">cart</Link>
        <WhereNow />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'cart' }));
    expect(screen.getByTestId('where').textContent).toBe('/cart null REPLACE');
  });

  it('marks a menu link as the current page on its own page only', () => {
    render(
      <StaticRouter location="/designs/chai-corner">
        <NavLink to="/designs" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          designs
        </NavLink>
        <NavLink to="/designs" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          designs only
        </NavLink>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          home
        </NavLink>
      </StaticRouter>,
    );
    const designs = screen.getByRole('link', { name: 'designs' });
    expect([designs.className, designs.getAttribute('aria-current')]).toEqual(['on', 'page']);
    const designsOnly = screen.getByRole('link', { name: 'designs only' });
    expect([designsOnly.className, designsOnly.getAttribute('aria-current')]).toEqual(['off', null]);
    expect(screen.getByRole('link', { name: 'home' }).className).toBe('off');
  });
});

describe('the page query', () => {
  it('reads the query and sets a new one on the same page', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialPath="/designs?q=chai">
        <Search />
        <WhereNow />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'chai' }));
    expect(screen.getByTestId('where').textContent).toBe('/designs?q=chai+%26+more null REPLACE');
    expect(screen.getByRole('button').textContent).toBe('chai & more');
  });
});

describe('in the browser', () => {
  it('pushes the address with its state, under the base, and reads back and forward as POP', async () => {
    window.history.replaceState(null, '', '/hi/designs');
    render(
      <BrowserRouter basename="/hi">
        <Navigator />
        <WhereNow />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/designs null POP');
    await act(async () => navigate('/cart?x=1', { state: { from: 'designs' } }));
    expect(window.location.pathname + window.location.search).toBe('/hi/cart?x=1');
    expect(window.history.state).toEqual({ usr: { from: 'designs' } });
    expect(screen.getByTestId('where').textContent).toBe('/cart?x=1 {"from":"designs"} PUSH');
    await act(async () => {
      window.history.replaceState(null, '', '/hi');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/ null POP');
  });

  it('redirects once drawn, replacing the step', async () => {
    window.history.replaceState(null, '', '/checkout');
    const before = window.history.length;
    render(
      <BrowserRouter>
        <Switch>
          <Route path="/checkout">
            <Navigate to="/user-login" replace />
          </Route>
          <Route>
            <WhereNow />
          </Route>
        </Switch>
      </BrowserRouter>,
    );
    expect((await screen.findByTestId('where')).textContent).toBe('/user-login null REPLACE');
    expect(window.history.length).toBe(before);
  });
});
