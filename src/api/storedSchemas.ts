/** What the app keeps in browser storage; small, as every first download reads it. */
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
  /** '' when the backend sends none. */
  token: v.string(),
  admin: v.object({
    id: v.optional(v.number()),
    name: v.optional(v.string()),
    email: v.string(),
    role: v.optional(v.string()),
  }),
  expires_at: v.number(),
});

export const storedSchemas = { user, vendorData: vendorProfile, adminSession };

export type CustomerUser = v.InferOutput<typeof user>;
export type VendorProfile = v.InferOutput<typeof vendorProfile>;
export type AdminSession = v.InferOutput<typeof adminSession>;
