/**
 * The shapes of what the app keeps in browser storage (SPEC §3 keys) and reads back; also the user and vendor
 * objects of the answers (src/api/schemas.ts). Small on purpose: the session stores in every first download read it.
 */
import * as v from 'valibot';

const optionalText = v.optional(v.nullable(v.string()));

export const user = v.object({ id: v.number(), name: v.string(), email: v.string(), profile_image: optionalText });
export const vendorProfile = v.object({
  id: v.optional(v.number()),
  name: v.string(),
  profileImage: optionalText,
  status: v.optional(v.string()),
});
const adminSession = v.object({
  /** As the login call returned it; '' when the backend sends none (§7 lists only status and message). */
  token: v.string(),
  admin: v.object({
    id: v.optional(v.number()),
    name: v.optional(v.string()),
    email: v.string(),
    role: v.optional(v.string()),
  }),
  /** Epoch milliseconds. */
  expires_at: v.number(),
});

/** A value of another shape counts as absent. */
export const storedSchemas = { user, vendorData: vendorProfile, adminSession };

export type CustomerUser = v.InferOutput<typeof user>;
export type VendorProfile = v.InferOutput<typeof vendorProfile>;
export type AdminSession = v.InferOutput<typeof adminSession>;
