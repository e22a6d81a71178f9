// The store's routing: wouter matches the routes, against a location this module keeps with what the pages use
// (the state a page hands over, how it was reached, the Hindi base), in React Router's shapes (decision 021).
export { BrowserRouter } from './browser-router';
export { MemoryRouter, StaticRouter } from './fixed-routers';
export { useHref, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from './hooks';
export { Link, type LinkProps, NavLink } from './links';
export type { NavigateOptions, StoreLocation } from './navigation';
export { Navigate, Route, Switch } from './routes';
