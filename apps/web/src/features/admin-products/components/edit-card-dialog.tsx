import { cardUpdateFieldsSchema, type DesignCard } from '@store/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { failureMessage, useUpdateCard } from '../api/use-card-mutations';
import { useDesignForm } from '../use-design-form';
import { DesignFields } from './design-fields';

interface EditCardDialogProps {
  card: DesignCard;
  onClose: () => void;
  /** Called with the server's message once the change is saved. */
  onSaved: (message: string) => void;
}

/** Edits a design: title, price, category, a new image or PDF, or dropping the PDF. */
export function EditCardDialog({ card, onClose, onSaved }: EditCardDialogProps) {
  const update = useUpdateCard();
  const [removePdf, setRemovePdf] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const design = useDesignForm({
    card,
    schema: cardUpdateFieldsSchema,
    beforeSubmit: () => {
      setError(design.values.category ? null : 'Please choose a category');
      return Boolean(design.values.category);
    },
    send: async (form) => {
      if (!design.pdf && removePdf) form.append('removePdf', 'true');
      const answer = await update.mutateAsync({ id: card._id, form });
      onSaved(answer.message);
    },
    onRefused: (failure) => setError(failureMessage(failure, 'Failed to update card')),
  });

  return (
    <Modal open title={`Edit ${card.title}`} onClose={onClose}>
      <form ref={design.formRef} onSubmit={design.onSubmit} className="space-y-4">
        <DesignFields
          form={design}
          image={{ label: 'Replace image', hint: 'Leave empty to keep the current image', current: card.imageSrc }}
          pdf={{
            label: card.pdfSrc ? 'Replace PDF' : 'Add a PDF',
            hint: card.pdfSrc ? 'Leave empty to keep the current PDF' : 'Optional',
          }}
        />
        {card.pdfSrc && !design.pdf ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={removePdf}
              onChange={(event) => setRemovePdf(event.target.checked)}
              className="size-4 rounded border-slate-300 text-brand-700"
            />
            Remove PDF
          </label>
        ) : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <SubmitButton disabled={update.isPending}>{update.isPending ? 'Saving...' : 'Save changes'}</SubmitButton>
      </form>
    </Modal>
  );
}
