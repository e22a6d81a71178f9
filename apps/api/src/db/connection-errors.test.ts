import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

describe('database outages', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [{ code: '08006' }],
    [new Error('Connection terminated unexpectedly')],
    [new Error('timeout exceeded when trying to connect')],
  ])('recognises %j as unavailable', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([[{ code: '23505' }], [new Error('syntax error at or near "x"')], [null], ['text']])(
    'does not treat %j as an outage',
    (error) => {
      expect(isDatabaseUnavailable(error)).toBe(false);
    },
  );
});
