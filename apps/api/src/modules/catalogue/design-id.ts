import { randomBytes } from 'node:crypto';

/** Design ids are 24 hex characters, the shape of the spec's `_id`. */
export const newDesignId = () => randomBytes(12).toString('hex');
