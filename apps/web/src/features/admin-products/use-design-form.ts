import type { DesignCard, NameSlot } from '@store/shared';
import { useState } from 'react';
import { type FormSchema, useSchemaForm } from '../../lib/use-schema-form';

export type DesignText = Record<'title' | 'price' | 'category', string>;
type TextField = keyof DesignText;

const textOf = (card?: DesignCard): DesignText =>
  card
    ? { title: card.title, price: String(card.price), category: card.category }
    : { title: '', price: '', category: '' };

const onlyText = (errors: Record<string, string>) => {
  const { title, price, category } = errors;
  return Object.fromEntries(Object.entries({ title, price, category }).filter(([, message]) => message));
};

interface DesignFormOptions {
  /** The design edited; none for an upload. */
  card?: DesignCard;
  /** The shared upload or edit schema the server checks the text fields with. */
  schema: FormSchema<unknown>;
  /** Form-level checks before the schema's (a category, an image chosen); false stops the submit. */
  beforeSubmit: () => boolean;
  /** Sends the multipart body; a throw is a refusal. */
  send: (body: FormData) => Promise<void>;
  /** A refusal that named none of the text fields, for the form's alert. */
  onRefused: (failure: unknown) => void;
}

/**
 * A design form (upload or edit) on the shared form hook: the text fields with their messages, checked
 * with the shared schema the server uses, and the chosen files.
 */
export function useDesignForm({ card, schema, beforeSubmit, send, onRefused }: DesignFormOptions) {
  const [image, setImage] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [slot, setSlot] = useState<NameSlot | null>(card?.nameSlot ?? null);

  /** The multipart body: the text fields as typed (the server trims and checks them) and the files chosen. */
  const formData = (values: DesignText) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    if (image) body.append('image', image);
    if (pdf) body.append('pdf', pdf);
    if (slot) body.append('nameSlot', JSON.stringify(slot));
    return body;
  };

  const form = useSchemaForm<DesignText, unknown>({
    initial: () => textOf(card),
    schema,
    beforeSubmit,
    onValid: (_data, values) => send(formData(values)),
    // A refusal's field messages go beside the text fields; one naming none of them is the form's alert.
    onFailure: (failure, serverFields) => {
      const fields = onlyText(serverFields);
      if (Object.keys(fields).length === 0) onRefused(failure);
      return fields;
    },
    focusServerErrors: true,
  });

  const set = (name: TextField) => (value: string) => form.field(name).onChange({ target: { value } });

  const reset = () => {
    form.setValues(textOf());
    form.setErrors({});
    setImage(null);
    setPdf(null);
    setSlot(null);
  };

  return {
    formRef: form.formRef,
    onSubmit: form.onSubmit,
    values: form.values,
    errors: form.errors,
    image,
    pdf,
    slot,
    set,
    setImage,
    setPdf,
    setSlot,
    reset,
  };
}

export type DesignForm = ReturnType<typeof useDesignForm>;
