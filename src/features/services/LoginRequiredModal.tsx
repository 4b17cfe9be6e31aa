import { useNavigate } from 'react-router-dom';
import { ConfirmModal } from '../../components/ConfirmModal';

/** SPEC §2.6 / §6: booking needs a login; Login Now goes to /login, Cancel closes. Loaded on first use. */
export default function LoginRequiredModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmModal
      show={show}
      title="Login Required"
      confirmLabel="Login Now"
      confirmVariant="primary"
      onConfirm={() => {
        onHide();
        navigate('/login');
      }}
      onCancel={onHide}
    >
      <p className="m-0">Please log in to book a service.</p>
    </ConfirmModal>
  );
}
