import { cardUploadFieldsSchema } from '@store/shared';
import { useState } from 'react';
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
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Changing the key remounts the file inputs and the category field, which empties them.
  const [formKey, setFormKey] = useState(0);
  const design = useDesignForm({
    schema: cardUploadFieldsSchema,
    beforeSubmit: () => {
      const missing = !design.values.category
        ? 'Please choose a category'
        : !design.image
          ? 'Please choose an image file'
          : null;
      setOutcome(missing ? { tone: 'error', text: missing } : null);
      return !missing;
    },
    send: async (body) => {
      const answer = await upload.mutateAsync(body);
      setOutcome({ tone: 'success', text: answer.message });
      design.reset();
      setFormKey((key) => key + 1);
    },
    onRefused: (failure) => setOutcome({ tone: 'error', text: failureMessage(failure, 'Failed to upload card') }),
  });

  return (
    <form ref={design.formRef} onSubmit={design.onSubmit} className="space-y-4" aria-label="Upload a design">
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
