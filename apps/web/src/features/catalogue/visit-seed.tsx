import { createContext, type ReactNode, useContext } from 'react';
import { serverSeed } from './first-designs';

const MAX_SEED = 2 ** 31 - 1;

/** A shuffle seed written in an address (`?seed=…`), or undefined when absent or not one the API takes. */
export function parseSeed(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const seed = Number(value);
  return seed <= MAX_SEED ? seed : undefined;
}

// A visit opened from a shared catalogue address carries on in that address's order.
const seedInFirstAddress =
  typeof window === 'undefined' ? undefined : parseSeed(new URLSearchParams(window.location.search).get('seed'));

/**
 * One shuffle seed per visit: the server returns a stable random order for it,
 * so paging never repeats or skips a design, and each visit sees a new order.
 * A visit that starts on a catalogue page the server drew keeps that page's seed.
 */
const browserVisitSeed = seedInFirstAddress ?? serverSeed ?? Math.floor(Math.random() * 2 ** 31);

const VisitSeedContext = createContext<number | undefined>(undefined);

/** The server's render of one request: the seed that request's page is drawn in. */
export function VisitSeedProvider({ seed, children }: { seed: number; children: ReactNode }) {
  return <VisitSeedContext.Provider value={seed}>{children}</VisitSeedContext.Provider>;
}

/** This visit's shuffle seed. */
export const useVisitSeed = (): number => useContext(VisitSeedContext) ?? browserVisitSeed;
