import type { OpenWork } from '@store/shared';

/** The work an erasure would end, and the customer's choice: end it now without a refund, or wait. */
export function OpenWorkNotice({
  work,
  agreed,
  onAgree,
}: {
  work: OpenWork;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
}) {
  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <p className="font-semibold">You have work in progress:</p>
      <ul className="mt-1 list-disc pl-5">
        {work.projects.map((project) => (
          <li key={project.reference}>
            {project.reference}: {project.title}
          </li>
        ))}
        {work.plans.map((plan) => (
          <li key={`${plan.title}-${plan.endsOn}`}>
            {plan.title}, running until {plan.endsOn}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Erasing your account ends it. If you would rather have it finished, wait until it is and ask then.
      </p>
      <label className="mt-2 flex items-start gap-2">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => onAgree(event.target.checked)}
          className="mt-1 h-4 w-4"
        />
        <span>End this work now, without a refund</span>
      </label>
    </div>
  );
}
