/**
 * The business name a visitor typed (the home page's field, or `?business=` on /designs),
 * remembered for the visit so later steps (the project brief) can start from it.
 */
const KEY = 'store.businessName';
const MAX_LENGTH = 100;

export function rememberBusinessName(name: string | undefined): void {
  const trimmed = name?.trim().slice(0, MAX_LENGTH);
  try {
    if (trimmed) sessionStorage.setItem(KEY, trimmed);
  } catch {
    // Storage refused (private mode, full): the name is simply not remembered.
  }
}

export function rememberedBusinessName(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
