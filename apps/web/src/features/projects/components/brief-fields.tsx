import type { ProjectBrief, ProjectBriefField } from '@store/shared';
import { FieldFrame, fieldControlClass } from '../../../components/ui/field-frame';
import { FormField } from '../../../components/ui/form-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { BRIEF_COLOUR_FIELDS } from '../brief-fields';

const DEFAULT_COLOURS = { primaryColour: '#1d4ed8', secondaryColour: '#f8fafc' };

/** The brief's inputs, each with the keyboard and autofill its value wants; the shared schema's refusals in the page's language. */
export function BriefFields({ brief, errors }: { brief: Partial<ProjectBrief>; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const field = (name: ProjectBriefField, required = false) => ({
    name,
    label: required ? `${t(`brief.field.${name}`)} *` : t(`brief.field.${name}`),
    defaultValue: (brief[name] as string | undefined) ?? '',
    error: messageIn(language, errors[name]),
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
        placeholder={t('brief.domainExample', { example: 'sharmasweets.in' })}
      />
      <TextareaField {...field('notes')} rows={4} className="sm:col-span-2" />
      {BRIEF_COLOUR_FIELDS.map((name) => (
        <label key={name} className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input type="color" name={name} defaultValue={brief[name] ?? DEFAULT_COLOURS[name]} className="h-10 w-14" />
          {t(`brief.field.${name}`)}
        </label>
      ))}
    </>
  );
}

function PhoneField(props: { name: string; label: string; defaultValue: string; error?: string }) {
  const { t } = useTranslation();
  const { label, error, ...input } = props;
  return (
    <FieldFrame label={label} error={error} hint={t('brief.phoneHint')}>
      {(control) => (
        <input {...control} {...input} type="tel" inputMode="tel" autoComplete="tel" className={fieldControlClass} />
      )}
    </FieldFrame>
  );
}
