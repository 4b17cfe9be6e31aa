import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useUrlTab } from '../../../lib/useUrlTab';
import { useVendorSession } from '../../../lib/vendorSession';
import { AnalyticsTab } from './AnalyticsTab';
import { BookingsTab } from './BookingsTab';
import { downloadBookings } from './exportBookings';
import { OverviewTab } from './OverviewTab';
import { ReviewsTab } from './ReviewsTab';
import { ServicesTab } from './ServicesTab';
import '../vendor.css';
import './dashboard.css';

const TABS = [
  { key: 'overview', label: 'Overview', Panel: OverviewTab },
  { key: 'services', label: 'My Services', Panel: ServicesTab, badge: 5 },
  { key: 'bookings', label: 'Bookings', Panel: BookingsTab, badge: 8 },
  { key: 'reviews', label: 'Reviews', Panel: ReviewsTab },
  { key: 'analytics', label: 'Analytics', Panel: AnalyticsTab },
] as const;
const TAB_KEYS = TABS.map((t) => t.key);

/** The open tab lives in the URL (`?tab=bookings`), so reload, Back and a shared link keep it. */
export default function VendorDashboardPage() {
  usePageTitle('Vendor Dashboard');
  const { vendor } = useVendorSession();
  const [tab, choose] = useUrlTab(TAB_KEYS, 'overview');
  const pending = vendor?.status === 'pending';

  return (
    <div className="container-fluid py-3 px-3 px-lg-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <div>
          <h1 className="h3 mb-0">Vendor Dashboard</h1>
          <p className="text-body-secondary mb-0">Welcome back{vendor?.name ? `, ${vendor.name}` : ''}.</p>
        </div>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-outline-secondary" onClick={downloadBookings}>
            <Icon name="report" /> Export Data
          </button>
          <Link to="/vendor/services/add" className="btn btn-primary">
            <Icon name="plus" /> New Service
          </Link>
        </div>
      </div>
      {pending && (
        <div className="alert alert-warning" role="status">
          <strong>Your account is pending verification.</strong> Our team is checking your documents, usually within 2
          working days. You can explore the portal meanwhile; customers will see your services once you are verified.
        </div>
      )}
      <Tabs
        id="vendor-dashboard-tabs"
        activeKey={tab}
        onSelect={choose}
        className="vendor-dashboard-tabs mb-3"
        mountOnEnter
      >
        {TABS.map(({ key, label, Panel, ...tab }) => (
          <Tab
            key={key}
            eventKey={key}
            title={
              <>
                {label}
                {'badge' in tab && <span className="badge rounded-pill text-bg-primary ms-1">{tab.badge}</span>}
              </>
            }
          >
            <Panel />
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}
