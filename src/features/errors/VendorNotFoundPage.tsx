import { NotFound } from '../../components/NotFound';

export default function VendorNotFoundPage() {
  return (
    <NotFound
      title="Page Not Found"
      text="The requested vendor page could not be found."
      linkLabel="Go to Vendor Home"
      linkTo="/vendor"
    />
  );
}
