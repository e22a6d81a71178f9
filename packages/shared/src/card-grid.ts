/** The catalogue grid's columns by screen width (Tailwind's lg and sm): 3 from 1024 px, 2 from 640 px, else 1. */
export const CARD_GRID_WIDE = '(min-width: 1024px)';
export const CARD_GRID_MEDIUM = '(min-width: 640px)';
/** The most cards a row of the grid holds. */
export const CARD_GRID_MOST_COLUMNS = 3;

/**
 * Runs as the page arrives, right after a grid's first cards (an inline script the policy allows by its hash).
 * The server cannot know the screen: it draws at most the first card eager. When the grid starts on the first
 * screen, this fetches the whole first row at once and with high priority (three cards on a wide screen, two on a
 * medium one); a grid below the first screen (the home page's, under the hero on most screens) stays lazy.
 */
export const FIRST_ROW_IMAGES_SCRIPT = `(function(g){if(g.getBoundingClientRect().top>=innerHeight)return;var n=matchMedia('${CARD_GRID_WIDE}').matches?3:matchMedia('${CARD_GRID_MEDIUM}').matches?2:1;g.querySelectorAll('img[srcset]').forEach(function(m,i){if(i<n){m.loading='eager';m.fetchPriority='high'}})})(document.currentScript.parentElement)`;
