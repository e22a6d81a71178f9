import { openerPolicyFor } from '@store/shared';
import { useOwnDocument } from '../../lib/own-document';

/**
 * The back office runs in a document loaded at one of its own addresses, so its opener policy holds: an admin
 * who comes from the shop's pages (a login that turns out to be an admin's, Back or Forward) gets the page
 * loaded again. Answers true while that reload is under way.
 */
export function useBackOfficeDocument(): boolean {
  return useOwnDocument(true, (path) => openerPolicyFor(path) === 'same-origin');
}
