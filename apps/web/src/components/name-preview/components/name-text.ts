import type { CSSProperties } from 'react';
import '@fontsource/noto-sans-devanagari/400.css';

/**
 * The visitor's name in the page's own text (the heading above the grid): in the bundled Noto Sans
 * Devanagari, so a Hindi name never falls to a system face without its letters (by unicode-range,
 * a Latin name loads only the face's small Latin file).
 */
export const nameTextStyle: CSSProperties = { fontFamily: "'Noto Sans Devanagari', var(--font-sans)" };
