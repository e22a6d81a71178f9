import type { ResponseSchema } from './api-client';

type AnswerSchemas = typeof import('./answer-schemas');

/**
 * One of the answer schemas of the app's start-up code, loaded when it first checks an answer (in parallel with
 * nothing: the answer has arrived by then, and the schemas are one small file).
 */
export const startUpSchema =
  <Name extends keyof AnswerSchemas>(name: Name) =>
  async (): Promise<AnswerSchemas[Name]> =>
    (await import('./answer-schemas'))[name];

export type { ResponseSchema };
