import { RETENTION_RULES } from '@store/shared';
import { useTranslation } from '../../../i18n';
import { LegalSection } from './legal-section';

/**
 * The periods each kind of record is kept, as the store's purge jobs apply them (the same shared list). The
 * rows are the policy's own statements, English in every language; the headings are the page's.
 */
export function RetentionPeriodsSection() {
  const { t } = useTranslation();
  return (
    <LegalSection title={t('legal.retention.heading')}>
      <table className="w-full text-left text-sm">
        <thead className="text-slate-900">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('legal.retention.record')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('legal.retention.keptFor')}
            </th>
          </tr>
        </thead>
        <tbody lang="en" className="divide-y divide-slate-200">
          {RETENTION_RULES.map((rule) => (
            <tr key={rule.kind}>
              <th scope="row" className="py-2 pr-4 align-top font-medium">
                {rule.kind}
              </th>
              <td className="py-2 align-top">{rule.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </LegalSection>
  );
}
