import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminEmail } from '../api/get-email';

/**
 * One mail's message: the files it carries when sent (name and type), and the HTML in a sandboxed
 * frame (no scripts, no same-origin access) or the text part.
 */
export function EmailView({ id }: { id: string }) {
  const mail = useAdminEmail(id);
  const [part, setPart] = useState<'html' | 'text'>('html');
  if (mail.isPending) return <Spinner label="Loading the email…" />;
  if (mail.isError || !mail.data) {
    return (
      <p role="alert" className="text-red-700">
        Failed to load the email. Please try again.
      </p>
    );
  }
  const { attachments } = mail.data;
  return (
    <div className="mt-3">
      <p className="mb-2 text-sm text-slate-700" data-testid="email-attachments">
        {attachments.length === 0
          ? 'No attachments'
          : `Attachments: ${attachments.map((file) => `${file.filename} (${file.contentType})`).join(', ')}`}
      </p>
      <fieldset className="flex gap-2">
        <legend className="sr-only">Part of the email</legend>
        {(['html', 'text'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={part === value}
            onClick={() => setPart(value)}
            className="rounded-lg px-3 py-1 text-sm font-medium ring-1 ring-slate-300 aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {value === 'html' ? 'HTML' : 'Text'}
          </button>
        ))}
      </fieldset>
      {part === 'html' ? (
        <iframe
          title={`Email: ${mail.data.subject}`}
          sandbox=""
          srcDoc={mail.data.html}
          className="mt-3 h-[32rem] w-full rounded-lg bg-white ring-1 ring-slate-200"
        />
      ) : (
        <pre className="mt-3 overflow-x-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-sm">
          {mail.data.text}
        </pre>
      )}
    </div>
  );
}
