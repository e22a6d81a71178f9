import type { ProjectBrief } from '@store/shared';
import { FieldFrame, fieldControlClass } from '../../../components/ui/field-frame';
import { FormField } from '../../../components/ui/form-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { BRIEF_COLOUR_FIELDS, BRIEF_FIELD_LABELS } from '../brief-fields';

const DEFAULT_COLOURS = { primaryColour: '#1d4ed8', secondaryColour: '#f8fafc' };

/** The brief's inputs, each with the keyboard and autofill its value wants. */
export function BriefFields({ brief, errors }: { brief: Partial<ProjectBrief>; errors: Record<string, string> }) {
  const field = (name: keyof typeof BRIEF_FIELD_LABELS, required = false) => ({
    name,
    label: required ? `${BRIEF_FIELD_LABELS[name]} *` : BRIEF_FIELD_LABELS[name],
    defaultValue: (brief[name] as string | undefined) ?? '',
    error: errors[name],
  });
  return (
    <>
      <FormField {...field('businessName', true)} autoComplete="organization" />
      <FormField {...field('tagline')} />
      <PhoneField {...field('phone', true)} />
      <FormField {...field('email', true)} type="email" inputMode="email" autoComplete="email" spellCheck={false} />
      <TextareaField {...field('address', true)} rows={3} autoComplete="street-address" className="sm:col-span-2" />
      <FormField {...field('openingHours')} />
      <FormField
        {...field('domain')}
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="e.g. sharmasweets.in"
      />
      <TextareaField {...field('notes')} rows={4} className="sm:col-span-2" />
      {BRIEF_COLOUR_FIELDS.map((name) => (
        <label key={name} className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input type="color" name={name} defaultValue={brief[name] ?? DEFAULT_COLOURS[name]} className="h-10 w-14" />
          {BRIEF_FIELD_LABELS[name]}
        </label>
      ))}
    </>
  );
}

function PhoneField(props: { name: string; label: string; defaultValue: string; error?: string }) {
  const { label, error, ...input } = props;
  return (
    <FieldFrame label={label} error={error} hint="A 10-digit mobile number, e.g. 98765 43210">
      {(control) => (
        <input {...control} {...input} type="tel" inputMode="tel" autoComplete="tel" className={fieldControlClass} />
      )}
    </FieldFrame>
  );
}
