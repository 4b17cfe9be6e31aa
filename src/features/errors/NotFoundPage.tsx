import { NotFound } from '../../components/NotFound';

export default function NotFoundPage() {
  return (
    <NotFound
      title="404 - Page Not Found"
      text="The page you're looking for doesn't exist."
      linkLabel="Go Home"
      linkTo="/"
    />
  );
}
