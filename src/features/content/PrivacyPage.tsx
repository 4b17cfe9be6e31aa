import { PRIVACY } from '../../content/pages/privacy';
import { PolicyPage } from './PolicyPage';

export default function PrivacyPage() {
  return <PolicyPage doc={PRIVACY} />;
}
