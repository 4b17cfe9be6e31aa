import { SAMPLE_PROFILE, type SampleProfile } from '../../content/customerDashboard';
import { useCustomerSession } from '../../lib/customerSession';

/**
 * The profile shown on the dashboard and /profile: the signed-in customer's own name and e-mail, the sample
 * profile for the rest (SPEC §7 has no call that reads phone, address or verification; docs/decisions.md).
 */
export function useProfile(): SampleProfile {
  const { user } = useCustomerSession();
  return user
    ? { ...SAMPLE_PROFILE, name: user.name || SAMPLE_PROFILE.name, email: user.email || SAMPLE_PROFILE.email }
    : SAMPLE_PROFILE;
}
