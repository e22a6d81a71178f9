import { indiaMonthText, type Project, planMonthTitle } from '@store/shared';
import { useLanguage, useTranslation } from '../../i18n';

/**
 * A project's title in the page's language: a design's is its name; a plan month's ("PRO PLAN — month 2 of 3
 * (Jan 2027)", as the server keeps it) says its month in the page's words.
 */
export function useProjectTitle(): (project: Pick<Project, 'designTitle' | 'planMonth'>) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return ({ designTitle, planMonth }) => {
    if (!planMonth) return designTitle;
    const suffix = planMonthTitle('', planMonth.number, planMonth.of, planMonth.startsOn);
    if (!designTitle.endsWith(suffix)) return designTitle;
    const month =
      language === 'hi' ? indiaMonthText(planMonth.startsOn, 'hi') : (suffix.match(/\(([^)]+)\)$/)?.[1] ?? '');
    return t('project.planMonthTitle', {
      plan: designTitle.slice(0, -suffix.length),
      number: planMonth.number,
      of: planMonth.of,
      month,
    });
  };
}
