import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { wrapSchemas } from '../../lazy-shared-schemas';
import { lazySchema } from './lazy-schema';

describe('a schema built on first use', () => {
  it('is built once, at its first use, and answers as the schema itself', () => {
    const build = vi.fn(() => z.object({ name: z.string().trim().min(1, 'Name is required.') }));
    const schema = lazySchema('nameSchema', build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.safeParse({ name: '  Asha ' })).toEqual({ success: true, data: { name: 'Asha' } });
    const refused = schema.safeParse({ name: ' ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Name is required.');
    expect(schema instanceof z.ZodObject).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['name']);

    const order = z.object({ buyer: schema, lines: z.array(schema).min(1) });
    expect(order.parse({ buyer: { name: 'Ravi' }, lines: [{ name: 'Site' }] })).toEqual({
      buyer: { name: 'Ravi' },
      lines: [{ name: 'Site' }],
    });
    expect(schema.extend({ city: z.string() }).parse({ name: 'A', city: 'Pune' })).toEqual({ name: 'A', city: 'Pune' });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('says which value was not a schema', () => {
    const wrong = lazySchema('BRIEF_MESSAGE', () => ({ text: 'not a schema' }) as object);
    expect(() => Reflect.get(wrong, 'safeParse')).toThrow('BRIEF_MESSAGE is not a zod schema');
  });
});

describe('the web build wraps the shared package’s schemas', () => {
  const wrap = (code: string) => wrapSchemas(code, parseAst(code), 'sample.ts');

  it('wraps schemas from zod, from other schemas and from schema helpers, and leaves data alone', () => {
    const result = wrap(`
      import { z } from 'zod';
      import { plainLine, hiddenMessage, phoneSchema } from './rules';
      const MAX = 100;
      const LABELS = ['a', 'b'];
      const text = (label) => z.string().max(MAX, label);
      const message = (label) => label + ' is required.';
      export const nameSchema = z.string().trim();
      export const briefSchema = z.object({ name: nameSchema, phone: phoneSchema });
      export const briefSubmitSchema = briefSchema.extend({ notes: text('Notes') });
      const title = plainLine(z.string(), hiddenMessage('Title'));
      export const contactSchema = phoneSchema.optional();
      const note = text('Note');
      export const HIDDEN = hiddenMessage('Name');
      export const REQUIRED = message('Name');
      export const DEFAULT_BRIEF = briefSchema.parse({ name: 'A', phone: '9876543210' });
      export const PLAIN = Object.freeze({ a: 1 });
    `);
    expect(result?.wrapped).toEqual([
      'nameSchema',
      'briefSchema',
      'briefSubmitSchema',
      'title',
      'contactSchema',
      'note',
    ]);
    expect(result?.code).toContain(
      'export const briefSchema = /* @__PURE__ */ __lazySchema("briefSchema", () => (z.object({ name: nameSchema, phone: phoneSchema })));',
    );
    expect(result?.code).toContain("export const HIDDEN = hiddenMessage('Name');");
    expect(result?.code).toContain('const DEFAULT_BRIEF = briefSchema.parse(');
    expect(result?.code.startsWith('import { lazySchema as __lazySchema } from ')).toBe(true);
  });

  it('leaves a module that builds no schema as it is', () => {
    expect(wrap(`export const GST_RATE = 18; export const rate = (paise) => paise * 18;`)).toBeUndefined();
  });
});
