import type { DesignCard } from '@store/shared';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { failureMessage, useUpdateCard } from '../api/use-card-mutations';
import { imageProblem, pdfProblem } from '../file-rules';
import { CategoryField } from './category-field';
import { FilePicker } from './file-picker';
import { ImagePreview } from './image-preview';

interface EditCardDialogProps {
  card: DesignCard;
  onClose: () => void;
  /** Called with the server's message once the change is saved. */
  onSaved: (message: string) => void;
}

/** Edits a design: title, price, category, a new image or PDF, or dropping the PDF. */
export function EditCardDialog({ card, onClose, onSaved }: EditCardDialogProps) {
  const update = useUpdateCard();
  const [title, setTitle] = useState(card.title);
  const [price, setPrice] = useState(String(card.price));
  const [category, setCategory] = useState(card.category);
  const [image, setImage] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [removePdf, setRemovePdf] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!category) return setError('Please choose a category');
    const form = new FormData();
    form.append('title', title);
    form.append('price', price);
    form.append('category', category);
    if (image) form.append('image', image);
    if (pdf) form.append('pdf', pdf);
    else if (removePdf) form.append('removePdf', 'true');
    try {
      const answer = await update.mutateAsync({ id: card._id, form });
      onSaved(answer.message);
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to update card'));
    }
  };

  return (
    <Modal open title={`Edit ${card.title}`} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4">
        <FormField label="Title" required maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
        <FormField
          label="Price (₹)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        <CategoryField initial={card.category} onChange={setCategory} />
        <div>
          <FilePicker
            label="Replace image"
            accept="image/*"
            check={imageProblem}
            onFile={setImage}
            hint="Leave empty to keep the current image"
          />
          {image ? (
            <ImagePreview file={image} />
          ) : (
            <img
              src={card.imageSrc}
              alt="Current preview of the design"
              className="mt-2 aspect-[3/2] w-full max-w-xs rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
            />
          )}
        </div>
        <FilePicker
          label={card.pdfSrc ? 'Replace PDF' : 'Add a PDF'}
          accept="application/pdf"
          check={pdfProblem}
          onFile={setPdf}
          hint={card.pdfSrc ? 'Leave empty to keep the current PDF' : 'Optional'}
        />
        {card.pdfSrc && !pdf ? (
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
