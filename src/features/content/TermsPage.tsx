import { TERMS } from '../../content/pages/terms';
import { PolicyPage } from './PolicyPage';

export default function TermsPage() {
  return <PolicyPage doc={TERMS} />;
}
