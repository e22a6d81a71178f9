import type { DesignCard, NameSlot } from '@store/shared';
import { useState } from 'react';
import { focusFirstInvalid, issuesByField, serverFieldErrors } from '../../lib/field-errors';

export type DesignText = Record<'title' | 'price' | 'category', string>;
type TextField = keyof DesignText;
type Issue = { path: readonly PropertyKey[]; message: string };
/** The shared upload or edit schema, as far as the form needs it. */
type FieldsSchema = { safeParse: (input: unknown) => { success: boolean; error?: { issues: readonly Issue[] } } };

const textOf = (card?: DesignCard): DesignText =>
  card
    ? { title: card.title, price: String(card.price), category: card.category }
    : { title: '', price: '', category: '' };

const onlyText = (errors: Record<string, string>) => {
  const { title, price, category } = errors;
  return Object.fromEntries(Object.entries({ title, price, category }).filter(([, message]) => message));
};

/**
 * A design form's state (upload or edit): the text fields with their messages, checked with the
 * shared schema the server uses, and the chosen files.
 */
export function useDesignForm(card?: DesignCard) {
  const [values, setValues] = useState(() => textOf(card));
  const [errors, setErrors] = useState<Partial<DesignText>>({});
  const [image, setImage] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [slot, setSlot] = useState<NameSlot | null>(card?.nameSlot ?? null);

  const set = (name: TextField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** True when `schema` accepts the text fields; otherwise marks them and focuses the first. */
  const accepts = (schema: FieldsSchema, form: HTMLFormElement | null) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return true;
    setErrors(onlyText(issuesByField(parsed.error?.issues ?? [])));
    focusFirstInvalid(form);
    return false;
  };

  /** Shows a refusal's field messages beside the text fields; false when it named none of them. */
  const showServerErrors = (error: unknown, form: HTMLFormElement | null) => {
    const fields = onlyText(serverFieldErrors(error));
    setErrors(fields);
    if (Object.keys(fields).length === 0) return false;
    focusFirstInvalid(form);
    return true;
  };

  /** The multipart body: the text fields as typed (the server trims and checks them) and the files chosen. */
  const formData = () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    if (image) body.append('image', image);
    if (pdf) body.append('pdf', pdf);
    if (slot) body.append('nameSlot', JSON.stringify(slot));
    return body;
  };

  const reset = () => {
    setValues(textOf());
    setErrors({});
    setImage(null);
    setPdf(null);
    setSlot(null);
  };

  return {
    values,
    errors,
    image,
    pdf,
    slot,
    set,
    setImage,
    setPdf,
    setSlot,
    accepts,
    showServerErrors,
    formData,
    reset,
  };
}

export type DesignForm = ReturnType<typeof useDesignForm>;
