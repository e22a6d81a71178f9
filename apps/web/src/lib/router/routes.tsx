import { useEffect } from 'react';
import { useNavigate } from './hooks';
import type { NavigateOptions } from './navigation';

// The first route whose path matches is drawn (wouter's Switch); paths match without case, a trailing slash allowed.
export { Route, Switch } from 'wouter';

/** Goes to `to` once drawn (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one redirect per drawing, as React Router's
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}
