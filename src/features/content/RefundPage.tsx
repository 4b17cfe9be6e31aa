import { REFUND } from '../../content/pages/refund';
import { PolicyPage } from './PolicyPage';

export default function RefundPage() {
  return <PolicyPage doc={REFUND} />;
}
