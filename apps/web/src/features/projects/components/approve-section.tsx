import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';

const APPROVAL_MEANS =
  'Approving delivers the site as it is in the preview and ends the revisions: no more changes can be requested. From delivery you have 7 days to tell us if you are not happy.';

const button = 'rounded-xl px-4 py-3 font-semibold';

/** Approval, set apart from the change request: always confirmed, and a typed change is offered first. */
export function ApproveSection(props: { pendingChanges: boolean; onApprove: () => void; onSendChanges: () => void }) {
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  const { pendingChanges } = props;
  return (
    <section aria-labelledby="approve-heading" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="approve-heading" className="font-semibold">
        Happy with the preview?
      </h3>
      <p className="mt-1 text-sm text-slate-600">{APPROVAL_MEANS}</p>
      <button
        type="button"
        className={`mt-3 ${button} ring-1 ring-emerald-600 text-emerald-800`}
        onClick={() => setAsking(true)}
      >
        Approve and deliver
      </button>
      <Modal
        open={asking}
        title={pendingChanges ? 'Send your changes instead?' : 'Approve and deliver?'}
        onClose={close}
      >
        {pendingChanges ? (
          <p>You have written changes in the box above. Approving now would leave them unsent.</p>
        ) : null}
        <p className={pendingChanges ? 'mt-2' : ''}>{APPROVAL_MEANS}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          {pendingChanges ? (
            <>
              <button
                type="button"
                className={`${button} ring-1 ring-slate-300`}
                onClick={() => {
                  close();
                  props.onApprove();
                }}
              >
                Approve without them
              </button>
              <button
                type="button"
                className={`${button} bg-brand-700 text-white`}
                onClick={() => {
                  close();
                  props.onSendChanges();
                }}
              >
                Send my changes
              </button>
            </>
          ) : (
            <>
              <button type="button" className={`${button} ring-1 ring-slate-300`} onClick={close}>
                Not yet
              </button>
              <button
                type="button"
                className={`${button} bg-emerald-700 text-white`}
                onClick={() => {
                  close();
                  props.onApprove();
                }}
              >
                Yes, approve and deliver
              </button>
            </>
          )}
        </div>
      </Modal>
    </section>
  );
}
