import { useEffect, useRef } from 'react';
import { startTyping, TYPING_TARGET_ATTRIBUTE } from '../typing-driver';

/**
 * Types each phrase in turn (typing-driver.ts). Every phrase is laid out invisibly in the same grid
 * cell, so the line keeps the height of the longest phrase and nothing below it moves while typing.
 * The typed text is the driver's, not React's: the page's boot script may have started typing before
 * the app hydrates, and hydration then keeps what is on the screen.
 */
export function TypingHeadline({ phrases }: { phrases: readonly string[] }) {
  const target = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (target.current) return startTyping(target.current, phrases);
  }, [phrases]);

  return (
    <span className="grid text-accent-500" aria-hidden="true">
      {phrases.map((phrase) => (
        <span key={phrase} className="invisible col-start-1 row-start-1">
          {phrase}&nbsp;
        </span>
      ))}
      <span className="col-start-1 row-start-1" data-testid="typing-headline">
        <span
          ref={target}
          {...{ [TYPING_TARGET_ATTRIBUTE]: JSON.stringify(phrases) }}
          suppressHydrationWarning
          // Never drawn by React: empty on the server and left to the driver in the browser.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: always the empty string; the driver sets text only.
          dangerouslySetInnerHTML={{ __html: '' }}
        />
        <span className="ml-0.5 inline-block w-[3px] animate-pulse bg-accent-500 align-baseline">&nbsp;</span>
      </span>
    </span>
  );
}
