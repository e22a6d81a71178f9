type AnswerSchemas = typeof import('./answer-schemas');

/**
 * One of the answer schemas of the app's start-up code, loaded with the first answer it checks: `apiRequest`
 * starts the load as it sends the request, so both are on their way together.
 */
export const startUpSchema =
  <Name extends keyof AnswerSchemas>(name: Name) =>
  async (): Promise<AnswerSchemas[Name]> =>
    (await import('./answer-schemas'))[name];
