import { FormAlert } from '../../../components/ui/form-alert';
import { failureMessage } from '../../../lib/failure-message';
import { useConfirmErasure } from '../api/erasure';

/** The mailed link's page: one deliberate tap erases the account, then what went and what is kept, and why. */
export function ErasureConfirmation({ token }: { token: string }) {
  const confirm = useConfirmErasure();

  if (confirm.data)
    return (
      <div className="space-y-4 text-sm text-slate-700">
        <FormAlert tone="success">
          Your account has been erased. We have mailed you this summary one last time.
        </FormAlert>
        <div>
          <h2 className="font-semibold text-slate-900">What we erased</h2>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {confirm.data.erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-slate-900">What we keep, and why</h2>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {confirm.data.kept.map((item) => (
              <li key={item.what}>
                {item.what} <span className="text-slate-500">{item.why}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    );

  if (!token) return <FormAlert tone="error">This erasure link is not valid.</FormAlert>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        This erases your account for good: you will no longer be able to log in, and your personal data goes except the
        tax records the law requires us to keep.
      </p>
      {confirm.isError ? (
        <FormAlert tone="error">{failureMessage(confirm.error, 'That did not work. Please try again.')}</FormAlert>
      ) : null}
      <button
        type="button"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
        className="w-full rounded-xl bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
      >
        Erase my account now
      </button>
    </div>
  );
}
