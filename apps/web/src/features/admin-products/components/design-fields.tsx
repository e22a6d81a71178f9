import { MAX_DESIGN_TITLE_LENGTH } from '@store/shared';
import { FormField } from '../../../components/ui/form-field';
import { imageProblem, pdfProblem } from '../file-rules';
import type { DesignForm } from '../use-design-form';
import { useObjectUrl } from '../use-object-url';
import { CategoryField } from './category-field';
import { FilePicker } from './file-picker';
import { ImagePreview } from './image-preview';
import { NameSlotEditor } from './name-slot-editor';

interface FilePart {
  label: string;
  hint: string;
  required?: boolean;
}

interface DesignFieldsProps {
  form: DesignForm;
  image: FilePart & {
    /** The design's current picture, shown until another is chosen. */
    current?: string;
  };
  pdf: FilePart;
  /** Two columns from small screens up (the upload form), or one under another (the edit dialog). */
  columns?: boolean;
}

/** The fields a design is uploaded and edited with: title, price, category, image (previewed) and PDF. */
export function DesignFields({ form, image, pdf, columns = false }: DesignFieldsProps) {
  const chosen = useObjectUrl(form.image);
  const group = columns ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4';
  const text = (name: 'title' | 'price') => ({
    name,
    required: true,
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.set(name)(event.target.value),
  });
  return (
    <>
      <div className={group}>
        <FormField label="Title" maxLength={MAX_DESIGN_TITLE_LENGTH} {...text('title')} />
        <FormField label="Price (₹)" type="number" inputMode="numeric" min={1} step={1} {...text('price')} />
      </div>
      <CategoryField initial={form.values.category} error={form.errors.category} onChange={form.set('category')} />
      <div className={group}>
        <div>
          <FilePicker
            label={image.label}
            accept="image/*"
            required={image.required}
            check={imageProblem}
            onFile={form.setImage}
            hint={image.hint}
          />
          {form.image || !image.current ? (
            <ImagePreview file={form.image} />
          ) : (
            <img
              src={image.current}
              alt="Current preview of the design"
              className="mt-2 aspect-[3/2] w-full max-w-xs rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
            />
          )}
        </div>
        <FilePicker
          label={pdf.label}
          accept="application/pdf"
          check={pdfProblem}
          onFile={form.setPdf}
          hint={pdf.hint}
        />
      </div>
      <NameSlotEditor src={chosen ?? image.current ?? null} slot={form.slot} onChange={form.setSlot} />
    </>
  );
}
