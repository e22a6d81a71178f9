import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicateJsonKey } from './duplicate-json-key';

describe('findDuplicateJsonKey', () => {
  it.each([
    ['{"a":1,"a":2}', 'a'],
    ['{"a":1,"b":{"c":1,"c":2}}', 'c'],
    ['[{"x":1},{"y":[{"z":1,"z":1}]}]', 'z'],
    ['{"a":1,"\\u0061":2}', 'a'],
    ['{ "q" : "a,\\"b\\":1" , "q" : 0 }', 'q'],
  ])('finds the repeated key in %s', (text, key) => {
    expect(findDuplicateJsonKey(text)).toBe(key);
  });

  it.each([
    '{"a":1,"b":{"a":2}}',
    '[{"a":1},{"a":2}]',
    '{"a":"a","b":["a","a"]}',
    '{"a":"\\"a\\":1,\\"a\\":2"}',
    '{"a":',
    '"a"',
  ])('finds nothing in %s', (text) => {
    expect(findDuplicateJsonKey(text)).toBeUndefined();
  });

  it('never reports a duplicate in what JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(findDuplicateJsonKey(JSON.stringify(value))).toBeUndefined();
        expect(findDuplicateJsonKey(JSON.stringify(value, null, 2))).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('always finds a key written twice into any object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), fc.jsonValue(), (object, key, value) => {
        const body = JSON.stringify({ ...object, [key]: value }).slice(1, -1);
        const text = `{${body}${body ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}}`;
        expect(findDuplicateJsonKey(text)).toBe(key);
      }),
      { numRuns: 500 },
    );
  });
});
