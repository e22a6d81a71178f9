import { cardUploadFieldsSchema } from '@store/shared';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { failureMessage, useUploadCard } from '../api/use-card-mutations';
import { IMAGE_HINT, PDF_HINT } from '../file-rules';
import { useDesignForm } from '../use-design-form';
import { DesignFields } from './design-fields';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The spec's upload form: title, price, category, image (previewed) and an optional PDF. */
export function UploadCardForm() {
  const upload = useUploadCard();
  const design = useDesignForm();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // Changing the key remounts the file inputs and the category field, which empties them.
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!design.values.category) return setOutcome({ tone: 'error', text: 'Please choose a category' });
    if (!design.image) return setOutcome({ tone: 'error', text: 'Please choose an image file' });
    if (!design.accepts(cardUploadFieldsSchema, formElement.current)) return;
    try {
      const answer = await upload.mutateAsync(design.formData());
      setOutcome({ tone: 'success', text: answer.message });
      design.reset();
      setFormKey((key) => key + 1);
    } catch (error) {
      if (design.showServerErrors(error, formElement.current)) return;
      setOutcome({ tone: 'error', text: failureMessage(error, 'Failed to upload card') });
    }
  };

  return (
    <form ref={formElement} onSubmit={submit} className="space-y-4" aria-label="Upload a design">
      <DesignFields
        key={formKey}
        form={design}
        columns
        image={{ label: 'Image', required: true, hint: IMAGE_HINT }}
        pdf={{ label: 'PDF (optional)', hint: PDF_HINT }}
      />
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <SubmitButton disabled={upload.isPending}>{upload.isPending ? 'Uploading...' : 'Upload Card'}</SubmitButton>
    </form>
  );
}
