/**
 * One shuffle seed per visit: the server returns a stable random order for it,
 * so paging never repeats or skips a design, and each visit sees a new order.
 */
export const visitSeed = Math.floor(Math.random() * 2 ** 31);
