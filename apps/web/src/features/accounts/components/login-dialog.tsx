import { Modal } from '../../../components/ui/modal';
import { LoginForm } from './login-form';

/** The home page's login dialog: Email, Password and a link to sign up. */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open title="Log in to your account" onClose={onClose}>
      <LoginForm onDone={onClose} />
    </Modal>
  );
}
