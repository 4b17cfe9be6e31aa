import { Link, useNavigate } from 'react-router-dom';
import { AdminIcon } from '../../../components/AdminIcon';
import { DASHBOARD_COUNTS, QUICK_LINKS, RECENT_ACTIVITIES, SYSTEM_OVERVIEW } from '../../../content/adminDashboard';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { CardSection } from '../../../components/CardSection';
import { indianDigits } from '../../../lib/digitGroups';

export default function AdminDashboardPage() {
  const navigate = useNavigate();
  return (
    <div className="py-2">
      <AdminPageHeader
        title="Dashboard"
        subtitle="Welcome back, Administrator. Here is what is happening on the marketplace."
        actions={
          // No report call exists: the button opens the reports area.
          <button type="button" className="btn btn-primary" onClick={() => navigate('/admin/reports/revenue')}>
            Generate Report
          </button>
        }
      />

      <section aria-labelledby="dashboard-counts" className="mb-4">
        <h2 id="dashboard-counts" className="visually-hidden">
          Totals
        </h2>
        <ul className="row g-3 list-unstyled mb-0">
          {DASHBOARD_COUNTS.map((count) => (
            <li key={count.id} className="col-6 col-md-4 col-xl-2">
              <Link to={count.to} className="card h-100 border-0 shadow-sm text-decoration-none text-body">
                <div className="card-body">
                  <span
                    className={`d-inline-grid rounded-3 p-2 mb-2 bg-${count.tone}-subtle text-${count.tone}-emphasis`}
                  >
                    <AdminIcon name={count.icon} size={22} />
                  </span>
                  <p className="h4 mb-0" data-testid={`count-${count.id}`}>
                    {indianDigits(count.value)}
                  </p>
                  <p className="text-body-secondary small mb-0">{count.label}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <CardSection id="recent-activities" title="Recent Activities" className="h-100" headingClassName="h5">
            <ul className="list-unstyled mb-0">
              {RECENT_ACTIVITIES.map((activity) => (
                <li key={activity.id} className="d-flex gap-3 py-2 border-bottom">
                  <AdminIcon name={activity.icon} className="flex-shrink-0 mt-1 text-brand" />
                  <span className="flex-grow-1">{activity.text}</span>
                  <span className="text-body-secondary small text-nowrap">{activity.time}</span>
                </li>
              ))}
            </ul>
          </CardSection>
        </div>

        <div className="col-12 col-lg-5 d-flex flex-column gap-4">
          <CardSection id="system-overview" title="System Overview" headingClassName="h5">
            {SYSTEM_OVERVIEW.map((metric) => (
              <div key={metric.label} className="mb-3">
                <div className="d-flex justify-content-between small">
                  <span>{metric.label}</span>
                  <span>{metric.value}%</span>
                </div>
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={metric.label}
                  aria-valuenow={metric.value}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  style={{ height: 8 }}
                >
                  <div className={`progress-bar bg-${metric.tone}`} style={{ width: `${metric.value}%` }} />
                </div>
              </div>
            ))}
          </CardSection>

          <CardSection id="quick-links" title="Quick Links" headingClassName="h5">
            <div className="row g-2">
              {QUICK_LINKS.map((link) => (
                <div key={link.to} className="col-6">
                  <Link to={link.to} className="btn btn-outline-primary w-100 h-100">
                    <AdminIcon name={link.icon} className="me-1 align-text-bottom" />
                    {link.label}
                  </Link>
                </div>
              ))}
            </div>
          </CardSection>
        </div>
      </div>
    </div>
  );
}
