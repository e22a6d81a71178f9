import { useEffect, useRef, useState } from 'react';

/** Seconds left until `deadline` (ms), ticking each second; `onEnd` runs once when it reaches 0. */
export function useCountdown(deadline: number, onEnd: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const end = useRef(onEnd);
  end.current = onEnd;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left > 0 || ended.current) return;
    ended.current = true;
    end.current();
  }, [left]);
  return left;
}

/** 299 → "4:59". */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
