import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../i18n';

const button = 'rounded-xl px-4 py-3 font-semibold';

/** Approval, set apart from the change request: always confirmed, and a typed change is offered first. */
export function ApproveSection(props: { pendingChanges: boolean; onApprove: () => void; onSendChanges: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  const { pendingChanges } = props;
  return (
    <section aria-labelledby="approve-heading" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="approve-heading" className="font-semibold">
        {t('project.happy')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('project.approvalMeans')}</p>
      <button
        type="button"
        className={`mt-3 ${button} ring-1 ring-emerald-600 text-emerald-800`}
        onClick={() => setAsking(true)}
      >
        {t('project.approve')}
      </button>
      <Modal
        open={asking}
        title={pendingChanges ? t('project.sendInstead') : t('project.approveQuestion')}
        onClose={close}
      >
        {pendingChanges ? <p>{t('project.unsent')}</p> : null}
        <p className={pendingChanges ? 'mt-2' : ''}>{t('project.approvalMeans')}</p>
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
                {t('project.approveWithout')}
              </button>
              <button
                type="button"
                className={`${button} bg-brand-700 text-white`}
                onClick={() => {
                  close();
                  props.onSendChanges();
                }}
              >
                {t('project.sendMine')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={`${button} ring-1 ring-slate-300`} onClick={close}>
                {t('project.notYet')}
              </button>
              <button
                type="button"
                className={`${button} bg-emerald-700 text-white`}
                onClick={() => {
                  close();
                  props.onApprove();
                }}
              >
                {t('project.yesApprove')}
              </button>
            </>
          )}
        </div>
      </Modal>
    </section>
  );
}
