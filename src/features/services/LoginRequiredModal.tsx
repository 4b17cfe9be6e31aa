import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmModal } from '../../components/ConfirmModal';
import { loginPathFor } from '../../lib/next';

/** Login Now goes to /login and back here afterwards, filters included. */
export default function LoginRequiredModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ConfirmModal
      show={show}
      title="Login Required"
      confirmLabel="Login Now"
      confirmVariant="primary"
      onConfirm={() => {
        onHide();
        navigate(loginPathFor('/login', location));
      }}
      onCancel={onHide}
    >
      <p className="m-0">Please log in to book a service.</p>
    </ConfirmModal>
  );
}
