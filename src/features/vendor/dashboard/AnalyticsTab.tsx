import { useState } from 'react';
import {
  ANALYTICS_PERIODS,
  REPORT_BUTTONS,
  TOP_HOURS,
  VENDOR_ANALYTICS,
  type AnalyticsPeriod,
} from '../../../content/vendorDashboard';
import { formatRupees } from '../../../lib/money';
import '../../../styles/stackedTable.css';

export function AnalyticsTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d');
  const data = VENDOR_ANALYTICS[period];
  const metrics = [
    ['Response rate', data.metrics.responseRate],
    ['Completion rate', data.metrics.completionRate],
    ['Customer satisfaction', data.metrics.satisfaction],
    ['Repeat customers', data.metrics.repeatCustomers],
  ] as const;
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <label htmlFor="analytics-period" className="form-label">
            Earnings period
          </label>
          <select
            id="analytics-period"
            className="form-select"
            value={period}
            onChange={(event) => setPeriod(event.target.value as AnalyticsPeriod)}
          >
            {ANALYTICS_PERIODS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <p className="mb-0" aria-live="polite">
          <span className="fs-4 fw-bold">{formatRupees(data.earnings)}</span>{' '}
          <span className="text-body-secondary">earned from {data.bookings} bookings</span>
        </p>
      </div>
      <div className="row g-3">
        <section className="col-lg-7" aria-labelledby="service-performance-title">
          <h2 id="service-performance-title" className="h5">
            Service performance
          </h2>
          <div className="vendor-table-wrap" tabIndex={0} role="region" aria-labelledby="service-performance-title">
            <table className="table table-sm table-stacked">
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Bookings</th>
                  <th scope="col">Earnings</th>
                  <th scope="col">Rating</th>
                </tr>
              </thead>
              <tbody>
                {data.services.map((row) => (
                  <tr key={row.name}>
                    <td className="fw-semibold">{row.name}</td>
                    <td data-label="Bookings">{row.bookings}</td>
                    <td data-label="Earnings">{formatRupees(row.earnings)}</td>
                    <td data-label="Rating">{row.rating} ★</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <div className="col-lg-5">
          <section aria-labelledby="metrics-title" className="mb-3">
            <h2 id="metrics-title" className="h5">
              Metrics
            </h2>
            <dl className="row small mb-0">
              {metrics.map(([label, value]) => (
                <div key={label} className="col-6 mb-2">
                  <dt className="fw-normal text-body-secondary">{label}</dt>
                  <dd className="fs-5 fw-semibold mb-0">{value}%</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="top-hours-title" className="mb-3">
            <h2 id="top-hours-title" className="h5">
              Top performing hours
            </h2>
            <ul className="list-unstyled small mb-0">
              {TOP_HOURS.map((row) => (
                <li key={row.slot} className="d-flex justify-content-between">
                  <span>{row.slot}</span>
                  <span>{row.share}% of bookings</span>
                </li>
              ))}
            </ul>
          </section>
          <div className="d-flex flex-wrap gap-2">
            {REPORT_BUTTONS.map((label) => (
              <button key={label} type="button" className="btn btn-outline-secondary btn-sm">
                {label}
              </button>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
