import type { Language } from '@store/shared';

/**
 * The shared schemas' and the server's messages in Hindi come with the Hindi catalogue (`./catalogues/hi`), which
 * sets them here as it loads: an English page never downloads them.
 */
let hindiMessage: ((message: string) => string) | undefined;

export function setHindiMessages(lookup: (message: string) => string): void {
  hindiMessage = lookup;
}

/** A message in a language: its Hindi words where listed, else the English as it is. */
export function messageIn(language: Language, message: string): string;
export function messageIn(language: Language, message: string | undefined): string | undefined;
export function messageIn(language: Language, message: string | undefined) {
  if (language !== 'hi' || message === undefined || !hindiMessage) return message;
  return hindiMessage(message);
}
