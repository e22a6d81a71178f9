import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { messageIn, useLanguage } from '../i18n';
import { focusFirstInvalid, issuesByField, serverFieldErrors } from './field-errors';

/** What a form needs of a zod schema (or of a check built like one): a safe parse with issues by path. */
export interface FormSchema<Output> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

export type FieldErrors<Key extends string> = Partial<Record<Key, string>>;

export interface SchemaFormOptions<Values extends object, Output> {
  initial: Values | (() => Values);
  schema: FormSchema<Output>;
  /** Turns what was typed into the schema's input (numbers, lists, optional fields); the values as they are by default. */
  toInput?: (values: Values) => unknown;
  /** Runs before the check; false stops the submit (a form-level refusal the form shows itself). */
  beforeSubmit?: () => boolean | undefined;
  /** Sees a failed check's errors first; false means the form said it another way (no field errors, no focus). */
  onInvalid?: (errors: Record<string, string>) => boolean | undefined;
  /** Sends the checked data (`schema`: the one it passed); a throw is a refusal. */
  onValid: (data: Output, values: Values, schema: FormSchema<Output>) => Promise<void> | void;
  /** The field errors to show for a refusal (the server's per-field messages by default). */
  onFailure?: (failure: unknown, serverFields: Record<string, string>) => FieldErrors<string> | undefined;
  /** Clears the errors shown once the check passes, before sending. */
  clearErrorsOnValid?: boolean;
  /** Moves focus to the first field the server refused, as a failed check does. */
  focusServerErrors?: boolean;
  /** Called when a field is edited (its own error is cleared by the hook). */
  onEdit?: (name: keyof Values & string) => void;
}

export interface SchemaForm<Values extends object, Output = unknown> {
  formRef: RefObject<HTMLFormElement | null>;
  values: Values;
  setValues: (values: Values | ((current: Values) => Values)) => void;
  errors: FieldErrors<keyof Values & string>;
  setErrors: (errors: FieldErrors<keyof Values & string>) => void;
  /** Clears the errors of fields edited together (a choice that changes what another field needs). */
  clearErrors: (names: ReadonlyArray<keyof Values & string>) => void;
  submitting: boolean;
  /** Name, value, error and change handler for a text field component. */
  field: <Name extends keyof Values & string>(
    name: Name,
  ) => {
    name: Name;
    value: string;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** A submit checked with another schema of the same form (a draft saved with fewer rules). */
  submitWith(schema: FormSchema<Output>): (event?: FormEvent) => Promise<void>;
}

/**
 * One form over a shared schema: check → field errors → focus the first invalid field → send → the
 * server's field errors. Each field's error clears when it is edited.
 */
export function useSchemaForm<Values extends object, Output>(
  options: SchemaFormOptions<Values, Output>,
): SchemaForm<Values, Output> {
  type Key = keyof Values & string;
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const language = useLanguage();
  // Focus moves once the errors asking for it are drawn, whatever else the commit waits for.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) focusFirstInvalid(formRef.current);
  }, [focusRequests]);
  const focusFirstError = () => setFocusRequests((count) => count + 1);

  const field = <Name extends Key>(name: Name) => ({
    name,
    value: values[name] as string,
    // The shared schemas speak the spec's English; a Hindi page shows their Hindi words.
    error: messageIn(language, errors[name] as string | undefined),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      options.onEdit?.(name);
    },
  });

  const clearErrors = (names: ReadonlyArray<Key>) =>
    setErrors(
      (current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !names.includes(key as Key))) as FieldErrors<Key>,
    );

  const submitWith = (schema: FormSchema<Output>) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (options.beforeSubmit?.() === false) return;
    const parsed = schema.safeParse(options.toInput ? options.toInput(values) : values);
    if (!parsed.success) {
      const found = issuesByField(parsed.error.issues);
      if (options.onInvalid?.(found) === false) return;
      setErrors(found as FieldErrors<Key>);
      return focusFirstError();
    }
    if (options.clearErrorsOnValid) setErrors({});
    setSubmitting(true);
    try {
      await options.onValid(parsed.data, values, schema);
    } catch (failure) {
      const serverFields = serverFieldErrors(failure);
      const shown = options.onFailure?.(failure, serverFields) ?? serverFields;
      setErrors(shown as FieldErrors<Key>);
      if (options.focusServerErrors && Object.values(shown).some(Boolean)) focusFirstError();
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event?: FormEvent) => submitWith(options.schema)(event);

  return { formRef, values, setValues, errors, setErrors, clearErrors, submitting, field, onSubmit, submitWith };
}
