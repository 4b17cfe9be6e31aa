import { useId } from 'react';
import { SiteIcon } from '../../components/SiteIcon';
import type { LocationState } from './useUserLocation';

export function LocationBox({ location, onDetect }: { location: LocationState; onDetect: () => void }) {
  const tooltipId = useId();
  const error = location.status === 'failed' ? location.error : null;
  const text =
    location.status === 'detecting' && !location.city
      ? 'Detecting…'
      : (location.city ?? (error ? 'Not available' : 'Select location'));
  return (
    <div className="hdr-location location-box position-relative">
      <button
        type="button"
        className="location-button btn btn-light border d-flex align-items-center text-start w-100"
        aria-describedby={error ? tooltipId : undefined}
        aria-busy={location.status === 'detecting'}
        onClick={onDetect}
      >
        <SiteIcon name="pin" className={error ? 'text-danger' : 'text-brand'} />
        <span className="lh-sm text-truncate">
          <span className="d-block small location-label">Your location</span>
          <span className="d-block fw-semibold text-truncate location-city">{text}</span>
        </span>
      </button>
      {error && (
        <span id={tooltipId} role="tooltip" className="location-tooltip">
          {error}
        </span>
      )}
    </div>
  );
}
