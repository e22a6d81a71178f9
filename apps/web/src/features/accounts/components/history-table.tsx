import { useTranslation } from '../../../i18n';

const history = ['login', 'viewedProfile', 'setPassword'] as const;

/** The spec's static account history: every entry shown as Success. */
export function HistoryTable() {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{t('profile.recentActivity')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 font-medium">
            {t('profile.activity')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('profile.status')}
          </th>
        </tr>
      </thead>
      <tbody>
        {history.map((activity) => (
          <tr key={activity} className="border-b border-slate-100">
            <td className="py-2">{t(`profile.history.${activity}`)}</td>
            <td className="py-2">
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                {t('profile.success')}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
