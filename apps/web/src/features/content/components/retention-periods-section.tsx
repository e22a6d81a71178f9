import { RETENTION_RULES } from '@store/shared';
import { LegalSection } from './legal-section';

/** The periods each kind of record is kept, as the store's purge jobs apply them (the same shared list). */
export function RetentionPeriodsSection() {
  return (
    <LegalSection title="How long each record is kept">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-900">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Record
            </th>
            <th scope="col" className="py-2 font-semibold">
              Kept for
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
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
