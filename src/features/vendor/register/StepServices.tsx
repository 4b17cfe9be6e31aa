import { INPUT_LIMITS } from '../../../lib/inputLimits';
import { useState } from 'react';
import { Deferred } from '../../../components/Deferred';
import { LoadingLine } from '../../../components/LoadingLine';
import { useFieldState } from '../../../components/form/useFieldState';
import { serviceNames, type CatalogueCategory } from './serviceCatalogue';

interface StepServicesProps {
  catalogue: Promise<CatalogueCategory[]>;
  onRetry: () => void;
}

export function StepServices({ catalogue, onRetry }: StepServicesProps) {
  return (
    <Deferred
      resolve={catalogue}
      fallback={<LoadingLine>Loading services...</LoadingLine>}
      errorElement={
        <div className="alert alert-warning" role="alert">
          The list of services could not be loaded.{' '}
          <button type="button" className="btn btn-sm btn-outline-dark ms-1" onClick={onRetry}>
            Try again
          </button>
        </div>
      }
    >
      {(tree) => <ServicePicker tree={tree} />}
    </Deferred>
  );
}

function ServicePicker({ tree }: { tree: CatalogueCategory[] }) {
  const { field, helpers, error, errorId } = useFieldState<number[]>({ name: 'selectedServices' });
  const [search, setSearch] = useState('');
  const names = serviceNames(tree);
  const chosen = field.value;

  const toggle = (id: number) => {
    void helpers.setValue(chosen.includes(id) ? chosen.filter((value) => value !== id) : [...chosen, id], true);
    void helpers.setTouched(true, false);
  };

  const term = search.trim().toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(term);
  const shown = tree
    .map((category) => ({
      ...category,
      subcategories: category.subcategories
        .map((sub) => ({
          ...sub,
          services:
            matches(category.name) || matches(sub.name) ? sub.services : sub.services.filter((s) => matches(s.name)),
        }))
        .filter((sub) => sub.services.length > 0),
    }))
    .filter((category) => category.subcategories.length > 0);

  return (
    <div>
      <div className="mb-3">
        <span className="form-label d-block" id={`${errorId}-chosen`}>
          Chosen services ({chosen.length})
        </span>
        {chosen.length === 0 ? (
          <p className="small text-body-secondary mb-0">None yet: tick the services you offer below.</p>
        ) : (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-labelledby={`${errorId}-chosen`}>
            {chosen.map((id) => (
              <li key={id} className="vendor-chip badge rounded-pill text-bg-primary">
                <span>{names.get(id) ?? `Service #${id}`}</span>
                <button
                  type="button"
                  className="btn-close btn-close-white btn-sm"
                  aria-label={`Remove ${names.get(id) ?? `service ${id}`}`}
                  onClick={() => toggle(id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mb-2">
        <label htmlFor="vendor-service-search" className="form-label">
          Search services
        </label>
        <input
          id="vendor-service-search"
          type="search"
          maxLength={INPUT_LIMITS.search}
          className="form-control"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="e.g. AC, plumbing, facial"
        />
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block mb-2" role="alert">
          {error}
        </div>
      )}
      <div
        className="vendor-service-list border rounded-3 p-2"
        tabIndex={0}
        role="region"
        aria-label="Services to choose from"
      >
        {shown.length === 0 && <p className="mb-0 p-2 text-body-secondary">No services match “{search}”.</p>}
        {shown.map((category) => (
          <section key={category.id} className="mb-2" aria-labelledby={`vendor-cat-${category.id}`}>
            <h3 id={`vendor-cat-${category.id}`} className="h6 text-brand mb-1">
              {category.name}
            </h3>
            {category.subcategories.map((sub) => (
              <fieldset key={sub.id} className="ms-1 mb-2">
                <legend className="fs-6 fw-semibold mb-1">{sub.name}</legend>
                {sub.services.map((service) => (
                  <div key={service.id} className="form-check">
                    <input
                      className="form-check-input"
                      type="checkbox"
                      id={`vendor-service-${service.id}`}
                      checked={chosen.includes(service.id)}
                      onChange={() => toggle(service.id)}
                      aria-describedby={error ? errorId : undefined}
                    />
                    <label className="form-check-label" htmlFor={`vendor-service-${service.id}`}>
                      {service.name}
                    </label>
                  </div>
                ))}
              </fieldset>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
