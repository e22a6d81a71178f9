import { TYPING_MS_PER_CHARACTER } from '@store/shared';
import { useEffect, useState } from 'react';
import { typingFrame } from '../typing';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Types each phrase in turn; shows the first phrase whole when the visitor prefers reduced motion. */
export function TypingHeadline({ phrases }: { phrases: readonly string[] }) {
  const [text, setText] = useState(() => (prefersReducedMotion() ? (phrases[0] ?? '') : ''));

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const start = performance.now();
    const timer = window.setInterval(() => {
      setText(typingFrame(phrases, performance.now() - start).text);
    }, TYPING_MS_PER_CHARACTER);
    return () => window.clearInterval(timer);
  }, [phrases]);

  return (
    <span className="block min-h-[1.2em] text-accent-500" data-testid="typing-headline" aria-hidden="true">
      {text}
      <span className="ml-0.5 inline-block w-[3px] animate-pulse bg-accent-500 align-baseline">&nbsp;</span>
    </span>
  );
}
