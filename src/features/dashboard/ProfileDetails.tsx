import { Link } from 'react-router-dom';
import { CardSection } from '../../components/CardSection';
import { check } from '../../components/icons';
import { LineIcon } from '../../components/LineIcon';
import { SAMPLE_LOYALTY_POINTS, type SampleProfile } from '../../content/customerDashboard';
import { useState } from 'react';
import { Facts } from './BookingCard';

/** For the dashboard's Profile tab and /profile: `headingLevel` keeps the headings in order on both pages. */
export function ProfileDetails({ profile, headingLevel }: { profile: SampleProfile; headingLevel: 2 | 3 }) {
  const [showPoints, setShowPoints] = useState(false);
  const fields: [string, string, boolean?][] = [
    ['Full name', profile.name],
    ['Phone', profile.phone, profile.phone_verified],
    ['Email', profile.email, profile.email_verified],
    ['Address', profile.address],
    ['City', profile.city],
    ['State', profile.state],
    ['Pincode', profile.pincode],
  ];
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <CardSection id="profile-info-title" title="Personal Information" className="h-100" headingLevel={headingLevel}>
          <dl className="row mb-0 profile-fields">
            {fields.map(([term, value, verified]) => (
              <div key={term} className="col-sm-6 mb-3">
                <dt className="small text-body-secondary fw-normal">{term}</dt>
                <dd className="mb-0 fw-semibold">
                  {value}
                  {verified === true && (
                    <span className="badge text-bg-success ms-2 align-middle">
                      <LineIcon path={check} size={12} /> Verified
                    </span>
                  )}
                  {verified === false && <span className="badge text-bg-warning ms-2 align-middle">Not verified</span>}
                </dd>
              </div>
            ))}
          </dl>
        </CardSection>
      </div>
      <div className="col-lg-4 d-flex flex-column gap-4">
        <CardSection id="account-status-title" title="Account Status" headingLevel={headingLevel}>
          <Facts
            className="mb-0"
            rows={[
              ['Email verification', profile.email_verified ? 'Verified' : 'Pending'],
              ['Phone verification', profile.phone_verified ? 'Verified' : 'Pending'],
              ['Account', <span className="badge text-bg-success">Active</span>],
            ]}
          />
        </CardSection>
        <CardSection
          id="quick-actions-title"
          title="Quick Actions"
          headingLevel={headingLevel}
          headingClassName="h5 mb-1"
          bodyClassName="card-body d-grid gap-2"
        >
          <Link to="/settings" className="btn btn-outline-primary">
            Account Settings
          </Link>
          <Link to="/settings#notifications" className="btn btn-outline-primary">
            Notification Settings
          </Link>
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-expanded={showPoints}
            aria-controls="loyalty-points"
            onClick={() => setShowPoints(!showPoints)}
          >
            Loyalty Points
          </button>
          <p id="loyalty-points" className="small mb-0" role="status">
            {showPoints ? `You have ${SAMPLE_LOYALTY_POINTS} points. Refer friends to earn up to 500 more.` : ''}
          </p>
        </CardSection>
      </div>
    </div>
  );
}
