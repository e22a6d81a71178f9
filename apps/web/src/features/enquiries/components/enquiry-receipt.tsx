import { indiaDateTimeText, type EnquiryReceipt as Receipt } from '@store/shared';
import { useEffect, useRef } from 'react';

/** The acknowledgement on screen: the reference number and by when we answer. */
export function EnquiryReceipt({ receipt, onAnother }: { receipt: Receipt; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-2xl bg-emerald-50 p-6 text-emerald-900 ring-1 ring-emerald-200">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Thank you, we have your message
      </h3>
      <p className="mt-2">
        Your reference number is{' '}
        <strong className="font-mono text-lg" data-testid="enquiry-reference">
          {receipt.reference}
        </strong>
        . Please mention it when you call or write to us.
      </p>
      <p className="mt-2">We will reply by {indiaDateTimeText(receipt.acknowledgeBy)} (within 48 hours).</p>
      {receipt.redressBy ? (
        <p className="mt-1">
          We will resolve your complaint by {indiaDateTimeText(receipt.redressBy)} (within one month).
        </p>
      ) : null}
      <button
        type="button"
        onClick={onAnother}
        className="mt-4 rounded-xl px-4 py-2 font-semibold text-emerald-900 ring-1 ring-emerald-300 hover:bg-emerald-100"
      >
        Send another message
      </button>
    </div>
  );
}
