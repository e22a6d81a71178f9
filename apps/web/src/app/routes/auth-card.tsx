import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';

/** The centred card that holds the login and sign-up forms. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50 py-12 sm:py-16">
      <Container className="max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 mb-6 text-slate-600">{subtitle}</p>
          {children}
        </div>
      </Container>
    </div>
  );
}
