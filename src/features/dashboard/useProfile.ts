import { SAMPLE_PROFILE, type SampleProfile } from '../../content/customerDashboard';
import { useCustomerSession } from '../../lib/customerSession';

/** The customer's own name and e-mail; no call reads the rest, so it is the sample's (docs/decisions.md). */
export function useProfile(): SampleProfile {
  const { user } = useCustomerSession();
  return user
    ? { ...SAMPLE_PROFILE, name: user.name || SAMPLE_PROFILE.name, email: user.email || SAMPLE_PROFILE.email }
    : SAMPLE_PROFILE;
}
