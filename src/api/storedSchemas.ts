/**
 * The shapes of what the app keeps in browser storage (SPEC §3 keys) and reads back; also the user and vendor
 * objects of the answers (src/api/schemas.ts). Small on purpose: the customer shell loads it at start.
 */
import { nullable, num, obj, opt, str } from './shape';

export const user = obj({ id: num, name: str, email: str, profile_image: opt(nullable(str)) });
export const vendorProfile = obj({ id: opt(num), name: str, profileImage: opt(nullable(str)), status: opt(str) });

/** A value of another shape counts as absent. */
export const storedSchemas = {
  user,
  vendorData: vendorProfile,
  adminSession: obj({
    token: str,
    admin: obj({ id: opt(num), name: opt(str), email: str, role: opt(str) }),
    expires_at: num,
  }),
};
