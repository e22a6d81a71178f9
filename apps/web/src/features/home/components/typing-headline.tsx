import { TYPING_MS_PER_CHARACTER } from '@store/shared';
import { useEffect, useState } from 'react';
import { typingFrame } from '../typing';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Types each phrase in turn; shows the first phrase whole when the visitor prefers reduced motion.
 * Every phrase is laid out invisibly in the same grid cell, so the line keeps the height of the
 * longest phrase and nothing below it moves while typing.
 */
export function TypingHeadline({ phrases }: { phrases: readonly string[] }) {
  // Empty at first on every screen, so the prerendered page and its hydration agree.
  const [text, setText] = useState('');

  useEffect(() => {
    if (prefersReducedMotion()) {
      setText(phrases[0] ?? '');
      return;
    }
    const start = performance.now();
    const timer = window.setInterval(() => {
      setText(typingFrame(phrases, performance.now() - start).text);
    }, TYPING_MS_PER_CHARACTER);
    return () => window.clearInterval(timer);
  }, [phrases]);

  return (
    <span className="grid text-accent-500" aria-hidden="true">
      {phrases.map((phrase) => (
        <span key={phrase} className="invisible col-start-1 row-start-1">
          {phrase}&nbsp;
        </span>
      ))}
      <span className="col-start-1 row-start-1" data-testid="typing-headline">
        {text}
        <span className="ml-0.5 inline-block w-[3px] animate-pulse bg-accent-500 align-baseline">&nbsp;</span>
      </span>
    </span>
  );
}
