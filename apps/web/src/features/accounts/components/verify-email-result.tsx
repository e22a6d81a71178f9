import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { useVerifyEmail } from '../api/verify-email';

/** Follows the verification link once on arrival and shows what the server said. */
export function VerifyEmailResult({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const verify = useVerifyEmail();
  const asked = useRef(false);
  const { mutate } = verify;

  // Once per page, even when React runs effects twice: a second try would find the link used.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate({ token });
  }, [mutate, token]);

  if (verify.isSuccess) return <FormAlert tone="success">{messageIn(language, verify.data.message)}</FormAlert>;
  if (verify.isError) {
    return <FormAlert tone="error">{failureMessage(verify.error, t('verifyEmail.failed'))}</FormAlert>;
  }
  return <Spinner label={t('verifyEmail.verifying')} />;
}
