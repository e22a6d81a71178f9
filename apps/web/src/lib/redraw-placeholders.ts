// Chromium lays out a field's placeholder once and does not lay it out again when a web font it was waiting
// for arrives: on a device without a Devanagari face of its own, a Hindi placeholder drawn before the bundled
// face came stays as boxes. Set again once fonts have loaded, the placeholders are drawn in the face.

const INSTALLED_KEY = '__placeholdersRedrawn';

function redrawPlaceholders(): void {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[placeholder]')) {
    const { placeholder } = field;
    field.placeholder = '';
    field.placeholder = placeholder;
  }
}

/** After each batch of fonts the page loads, every placeholder on the page is drawn again. */
export function redrawPlaceholdersWhenFontsLoad(): void {
  const page = window as unknown as Record<string, boolean | undefined>;
  if (page[INSTALLED_KEY] || !document.fonts) return;
  page[INSTALLED_KEY] = true;
  document.fonts.addEventListener('loadingdone', redrawPlaceholders);
  // Fonts that came before this script may have come after the placeholders were drawn.
  if (document.fonts.status === 'loaded') redrawPlaceholders();
}
