/** The tab lives in the URL (`?tab=`), so reload, back and shared links keep it. */
import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useLocation } from 'react-router-dom';
import { SAMPLE_BOOKINGS } from '../../content/customerDashboard';
import { formatRupees } from '../../lib/money';
import { readRecentBooking } from '../../lib/recentBooking';
import { usePageTitle } from '../../lib/usePageTitle';
import { useUrlTab } from '../../lib/useUrlTab';
import { BookingCard } from './BookingCard';
import { BookingsList } from './BookingsList';
import { dashboardStats } from './bookings';
import { ProfileDetails } from './ProfileDetails';
import { useProfile } from './useProfile';
import './Dashboard.css';

const TITLES = {
  overview: 'My Dashboard',
  bookings: 'My Bookings',
  profile: 'My Profile',
};
const TABS = Object.keys(TITLES) as (keyof typeof TITLES)[];

export default function DashboardPage() {
  const { pathname } = useLocation();
  const fallback = /^\/(bookings|orders)\/?$/i.test(pathname) ? 'bookings' : 'overview';
  const [tab, choose] = useUrlTab(TABS, fallback);
  const profile = useProfile();
  const [recent] = useState(readRecentBooking);
  const [notice, setNotice] = useState(false);
  usePageTitle(TITLES[tab]);

  const stats = dashboardStats(SAMPLE_BOOKINGS);
  const firstName = profile.name.split(/\s+/)[0];

  return (
    <div className="customer-dashboard container py-4">
      <header className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-2">
        <div>
          <h1 className="h3 mb-1">My Dashboard</h1>
          <p className="text-body-secondary mb-0">
            Welcome back, {firstName}! Here is what is happening with your bookings.
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-expanded={notice}
            aria-controls="dashboard-notifications"
            onClick={() => setNotice(!notice)}
          >
            Notifications
          </button>
          <Link to="/services" className="btn btn-primary">
            Book Service
          </Link>
        </div>
      </header>
      <p id="dashboard-notifications" role="status" className="small">
        {notice ? 'You have no new notifications.' : ''}
      </p>

      <Tabs id="dashboard-tabs" activeKey={tab} onSelect={choose} className="mb-4" mountOnEnter>
        <Tab eventKey="overview" title="Overview">
          <h2 className="visually-hidden">Overview</h2>
          <ul className="row row-cols-2 row-cols-lg-4 g-3 list-unstyled mb-4" aria-label="Your bookings at a glance">
            {(
              [
                ['Total Bookings', stats.total, 'stat-total'],
                ['Completed', stats.completed, 'stat-completed'],
                ['Pending', stats.pending, 'stat-pending'],
                ['Total Spent', formatRupees(stats.spent), 'stat-spent'],
              ] as const
            ).map(([label, value, testId]) => (
              <li key={testId} className="col">
                <div className="card border-0 shadow-sm h-100 stat-card">
                  <div className="card-body">
                    <p className="small text-body-secondary mb-1">{label}</p>
                    <p className="fs-4 fw-bold mb-0" data-testid={testId}>
                      {value}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <section aria-labelledby="recent-bookings-title">
            <div className="d-flex justify-content-between align-items-center mb-3">
              <h3 id="recent-bookings-title" className="h5 mb-0">
                Recent Bookings
              </h3>
              <Link to="?tab=bookings" replace>
                View All <span className="visually-hidden">bookings</span>
              </Link>
            </div>
            <div className="d-grid gap-3">
              {SAMPLE_BOOKINGS.slice(0, 3).map((booking) => (
                <BookingCard key={booking.id} booking={booking} />
              ))}
            </div>
          </section>
        </Tab>
        <Tab eventKey="bookings" title="My Bookings">
          <h2 className="visually-hidden">My Bookings</h2>
          <BookingsList bookings={SAMPLE_BOOKINGS} recent={recent} />
        </Tab>
        <Tab eventKey="profile" title="Profile">
          <h2 className="visually-hidden">Profile</h2>
          <ProfileDetails profile={profile} headingLevel={3} />
        </Tab>
      </Tabs>
    </div>
  );
}
