import { TermsList } from '../../../components/terms-list';
import { Modal } from '../../../components/ui/modal';

export function TermsModal({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal open title={`Terms for ${title}`} onClose={onClose}>
      <TermsList />
    </Modal>
  );
}
