import {
  ENQUIRY_TOPICS,
  enquiryInputSchema,
  formatWholeRupees,
  noticeChoice,
  PHONE_INPUT_MAX_LENGTH,
  type EnquiryReceipt as Receipt,
} from '@store/shared';
import { useEffect, useState } from 'react';
import { PrivacyNotice } from '../../../components/privacy/privacy-notice';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { marketingPlans } from '../../../content/plans';
import { useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { useLocation, useSearchParams } from '../../../lib/router';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSendEnquiry } from '../api/send-enquiry';
import { EnquiryReceipt } from './enquiry-receipt';

type Values = Record<'name' | 'email' | 'phone' | 'topic' | 'plan' | 'message', string>;

/** Topic and plan from the link followed ("Get this plan" sends topic=Marketing plan and the plan's title). */
function prefill(params: URLSearchParams): Values {
  const topic = params.get('topic') ?? '';
  const plan = params.get('plan') ?? '';
  return {
    name: '',
    email: '',
    phone: '',
    topic: (ENQUIRY_TOPICS as readonly string[]).includes(topic) ? topic : '',
    plan: marketingPlans.some((known) => known.title === plan) ? plan : '',
    message: '',
  };
}

/** The contact form: checked with the shared schema before sending, and by the server again. */
export function EnquiryForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const send = useSendEnquiry();
  const { hash } = useLocation();
  const form = useSchemaForm({
    initial: (): Values => prefill(params),
    schema: enquiryInputSchema,
    toInput: (values) => {
      const aboutPlan = values.topic === 'Marketing plan' && values.plan;
      // The notice shown under the form is recorded with the enquiry.
      const privacy = noticeChoice([], language);
      return { ...values, plan: aboutPlan ? values.plan : undefined, privacy };
    },
    beforeSubmit: () => void setFailure(null),
    onValid: async (data) => {
      setReceipt(await send.mutateAsync(data));
      form.setValues(prefill(new URLSearchParams()));
    },
    onFailure: (error, fields) => {
      if (Object.keys(fields).length === 0) setFailure(failureMessage(error, t('enquiry.notSent')));
      return fields;
    },
    focusServerErrors: true,
  });
  const { values, field } = form;

  // Arriving from "Get this plan" (…#enquiry): the page loads lazily, so the browser could not scroll to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (hash !== '#enquiry') return;
    form.formRef.current?.scrollIntoView({ block: 'start' });
    form.formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
  }, []);

  if (receipt) return <EnquiryReceipt receipt={receipt} onAnother={() => setReceipt(null)} />;
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={t('enquiry.form')} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('enquiry.name')} autoComplete="name" maxLength={100} {...field('name')} />
        <FormField label={t('enquiry.email')} type="email" autoComplete="email" maxLength={254} {...field('email')} />
        <FormField
          label={t('enquiry.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          {...field('phone')}
        />
        <SelectField label={t('enquiry.topic')} {...field('topic')}>
          <option value="">{t('enquiry.chooseTopic')}</option>
          {ENQUIRY_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`enquiry.topics.${topic}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {values.topic === 'Marketing plan' ? (
        <SelectField label={t('enquiry.plan')} {...field('plan')}>
          <option value="">{t('enquiry.notSure')}</option>
          {marketingPlans.map((plan) => (
            <option key={plan.id} value={plan.title}>
              {t('enquiry.planOption', { title: plan.title, price: formatWholeRupees(plan.pricePerMonth, language) })}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextareaField
        label={t('enquiry.message')}
        rows={5}
        maxLength={2000}
        hint={values.topic === 'Complaint' ? t('enquiry.complaintHint') : undefined}
        {...field('message')}
      />
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <PrivacyNotice agreement={t('enquiry.agreement')} />
      <SubmitButton disabled={send.isPending}>{send.isPending ? t('enquiry.sending') : t('enquiry.send')}</SubmitButton>
    </form>
  );
}
