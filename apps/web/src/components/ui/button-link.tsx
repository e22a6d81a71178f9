import { Link, type LinkProps } from '../../lib/router';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
  accent: 'bg-accent-500 text-slate-950 hover:bg-accent-600',
} as const;

type ButtonLinkProps = LinkProps & { variant?: keyof typeof variants };

/** A router link styled as a button (calls to action). */
export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return (
    <Link
      className={`inline-flex items-center justify-center rounded-lg px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
