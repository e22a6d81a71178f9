import { serverSeed } from './first-designs';

/**
 * One shuffle seed per visit: the server returns a stable random order for it,
 * so paging never repeats or skips a design, and each visit sees a new order.
 * A visit that starts on /designs keeps the seed of the page the server sent.
 */
export const visitSeed = serverSeed ?? Math.floor(Math.random() * 2 ** 31);
