import { company } from '../../content/company';
import { Link } from '../../lib/router';

export function BrandLogo({ onNavigate, tone = 'dark' }: { onNavigate?: () => void; tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-2 rounded-lg">
      <svg viewBox="0 0 64 64" className="size-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#4338ca" />
        <path d="M18 22h28v6H18zm0 10h18v6H18zm0 10h24v6H18z" fill="#fff" />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}>
        {company.brand}
      </span>
    </Link>
  );
}
