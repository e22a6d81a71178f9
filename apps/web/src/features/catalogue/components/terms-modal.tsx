import { TermsList } from '../../../components/terms-list';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../i18n';

export function TermsModal({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('dialogs.termsTitle', { title })} onClose={onClose}>
      <TermsList />
    </Modal>
  );
}
