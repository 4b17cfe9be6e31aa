import { NotFound } from '../../components/NotFound';

export default function AdminNotFoundPage() {
  return (
    <NotFound
      title="Admin Page Not Found"
      text="The requested admin page could not be found."
      linkLabel="Go to Admin Dashboard"
      linkTo="/admin"
    />
  );
}
