import type { FormSchema } from './use-schema-form';

/**
 * The data the server embedded in this page as JSON (`<script type="application/json" id=…>`), checked
 * with its shared schema. Missing, unreadable or not of that shape reads as absent: the page then asks the API.
 */
export function readIsland<Data>(elementId: string, schema: FormSchema<Data>): Data | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
