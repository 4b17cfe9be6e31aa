import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import { ProfileDetails } from './ProfileDetails';
import { useProfile } from './useProfile';
import './Dashboard.css';

export default function ProfilePage() {
  usePageTitle('My Profile');
  const profile = useProfile();
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0">My Profile</h1>
        <Link to="/dashboard" className="btn btn-outline-primary">
          Back to Dashboard
        </Link>
      </div>
      <ProfileDetails profile={profile} headingLevel={2} />
    </div>
  );
}
