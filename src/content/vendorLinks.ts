/** The separate vendor landing page ('Start Earning Today'); the customer header and footer link to it. */
export const VENDOR_LANDING = '/become-a-vendor';
