import { enPages } from './catalogues/en-pages';
import { addEnglishWords } from './translator';

// The English words of the pages that load later, joined to every translator's English as this module loads:
// with a part of the app that loads on first use (lib/lazy-part.ts), on the server's render, in the tests.
addEnglishWords(enPages);
