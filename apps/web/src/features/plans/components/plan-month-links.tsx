import { type CustomerPlan, indiaDateText, type Project } from '@store/shared';
import { useLanguage, useTranslation } from '../../../i18n';
import { Link } from '../../../lib/router';

/** The plan-month projects of this plan's run: the months bought, by number (cancelled ones left out). */
export function monthsOfPlan(plan: CustomerPlan, projects: readonly Project[]): Project[] {
  return projects
    .filter(
      (project) =>
        project.kind === 'plan_month' &&
        project.designId === plan.planId &&
        project.state !== 'CANCELLED' &&
        project.planMonth !== null &&
        project.planMonth.startsOn >= plan.startsOn &&
        project.planMonth.startsOn <= plan.endsOn,
    )
    .sort((a, b) => (a.planMonth?.number ?? 0) - (b.planMonth?.number ?? 0));
}

/** Each month of the plan with its dates, linked to its project, where its brief and work live. */
export function PlanMonthLinks(props: { months: readonly Project[]; projectPath: (id: string) => string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (props.months.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-800">{t('myPlans.monthlyWork')}</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {props.months.map((project) => (
          <li key={project.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <Link to={props.projectPath(project.id)} className="font-semibold text-brand-700 hover:underline">
              {t('myPlans.month', { number: project.planMonth?.number })}
            </Link>
            <span className="text-slate-600">
              {project.planMonth
                ? `${indiaDateText(project.planMonth.startsOn, language)} – ${indiaDateText(project.planMonth.endsOn, language)}`
                : null}
            </span>
            <span className="font-medium text-slate-800">{t(`project.state.${project.state}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
