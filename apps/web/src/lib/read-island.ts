/**
 * The data the server embedded in this page as JSON (`<script type="application/json" id=…>`): the server's own,
 * checked with its shared schema before it drew the page, and read here as the HTML beside it is. Missing or
 * unreadable reads as absent: the page then asks the API, whose answer is checked.
 */
export function readIsland<Data>(elementId: string): Data | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Data;
  } catch {
    return undefined;
  }
}
