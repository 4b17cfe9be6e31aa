import { NotFound } from '../../components/NotFound';

/** Each area's page for a path it does not have (its route table's `*`). */
export const NotFoundPage = () => (
  <NotFound
    title="404 - Page Not Found"
    text="The page you're looking for doesn't exist."
    linkLabel="Go Home"
    linkTo="/"
  />
);

export const VendorNotFoundPage = () => (
  <NotFound
    title="Page Not Found"
    text="The requested vendor page could not be found."
    linkLabel="Go to Vendor Home"
    linkTo="/vendor"
  />
);

export const AdminNotFoundPage = () => (
  <NotFound
    title="Admin Page Not Found"
    text="The requested admin page could not be found."
    linkLabel="Go to Admin Dashboard"
    linkTo="/admin"
  />
);
