import { lazy } from 'react';

export { AdminLoginForm } from './components/admin-login-form';
export { LoginDialog } from './components/login-dialog';
export { LoginForm } from './components/login-form';
export { ProfileCard } from './components/profile-card';
export { SignupForm } from './components/signup-form';
export { useLogout } from './use-logout';

/** The login dialog, whose code arrives when it is first opened. */
export const LazyLoginDialog = lazy(() =>
  import('./components/login-dialog').then((module) => ({ default: module.LoginDialog })),
);
