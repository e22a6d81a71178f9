import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { failureMessage, useUploadCard } from '../api/use-card-mutations';
import { imageProblem, pdfProblem } from '../file-rules';
import { CategoryField } from './category-field';
import { FilePicker } from './file-picker';
import { ImagePreview } from './image-preview';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The spec's upload form: title, price, category, image (previewed) and an optional PDF. */
export function UploadCardForm() {
  const upload = useUploadCard();
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [category, setCategory] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Changing the key remounts the file inputs and the category field, which empties them.
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!category) return setOutcome({ tone: 'error', text: 'Please choose a category' });
    if (!image) return setOutcome({ tone: 'error', text: 'Please choose an image file' });
    const form = new FormData();
    form.append('title', title);
    form.append('price', price);
    form.append('category', category);
    form.append('image', image);
    if (pdf) form.append('pdf', pdf);
    try {
      const answer = await upload.mutateAsync(form);
      setOutcome({ tone: 'success', text: answer.message });
      setTitle('');
      setPrice('');
      setCategory('');
      setImage(null);
      setPdf(null);
      setFormKey((key) => key + 1);
    } catch (error) {
      setOutcome({ tone: 'error', text: failureMessage(error, 'Failed to upload card') });
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Upload a design">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Title"
          name="title"
          required
          maxLength={120}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormField
          label="Price (₹)"
          name="price"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </div>
      <CategoryField key={`category-${formKey}`} onChange={setCategory} />
      <div key={`files-${formKey}`} className="grid gap-4 sm:grid-cols-2">
        <div>
          <FilePicker
            label="Image"
            accept="image/*"
            required
            check={imageProblem}
            onFile={setImage}
            hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB"
          />
          <ImagePreview file={image} />
        </div>
        <FilePicker
          label="PDF (optional)"
          accept="application/pdf"
          check={pdfProblem}
          onFile={setPdf}
          hint="Up to 25 MB"
        />
      </div>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <SubmitButton disabled={upload.isPending}>{upload.isPending ? 'Uploading...' : 'Upload Card'}</SubmitButton>
    </form>
  );
}
