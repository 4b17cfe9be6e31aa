import type { ChangeEventHandler, FocusEventHandler } from 'react';
import type { ActiveStatus } from '../../../api/types';
import type { fieldErrors } from '../../../components/form/fieldErrors';
import { FormSection } from './FormSection';
import { INPUT_LIMITS } from '../../../lib/inputLimits';

interface SettingsValues {
  status: ActiveStatus;
  sort_order: number | '';
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
}

interface SettingsSeoSectionProps {
  /** Starts every id, e.g. "service" gives "service-status". */
  prefix: string;
  values: SettingsValues;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  field: ReturnType<typeof fieldErrors<SettingsValues>>;
  featuredLabel: string;
  /** Categories and subcategories show the featured box as a switch; services as a plain checkbox. */
  featuredSwitch: boolean;
}

/** The "Settings & SEO" card the service, category and subcategory forms share (SPEC §2.12). */
export function SettingsSeoSection({
  prefix,
  values,
  onChange,
  onBlur,
  field,
  featuredLabel,
  featuredSwitch,
}: SettingsSeoSectionProps) {
  return (
    <FormSection id={`${prefix}-settings`} title="Settings & SEO">
      <div className="row g-3">
        <div className="col-6 col-md-4">
          <label htmlFor={`${prefix}-status`} className="form-label">
            Status
          </label>
          <select
            id={`${prefix}-status`}
            name="status"
            className="form-select"
            value={values.status}
            onChange={onChange}
          >
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
        <div className="col-6 col-md-4">
          <label htmlFor={`${prefix}-sort_order`} className="form-label">
            Sort order
          </label>
          <input
            id={`${prefix}-sort_order`}
            name="sort_order"
            type="number"
            min={0}
            step={1}
            className={field.className('form-control', 'sort_order')}
            value={values.sort_order}
            onChange={onChange}
            onBlur={onBlur}
            {...field.aria('sort_order')}
          />
          {field.feedback('sort_order')}
        </div>
        <div className="col-12 col-md-4 d-flex align-items-end">
          <div className={featuredSwitch ? 'form-check form-switch mb-2' : 'form-check mb-2'}>
            <input
              id={`${prefix}-is_featured`}
              name="is_featured"
              type="checkbox"
              role={featuredSwitch ? 'switch' : undefined}
              className="form-check-input"
              checked={values.is_featured}
              onChange={onChange}
            />
            <label htmlFor={`${prefix}-is_featured`} className="form-check-label">
              {featuredLabel}
            </label>
          </div>
        </div>
        <div className="col-12">
          <label htmlFor={`${prefix}-meta_title`} className="form-label">
            Meta title
          </label>
          <input
            id={`${prefix}-meta_title`}
            name="meta_title"
            maxLength={INPUT_LIMITS.metaTitle}
            className="form-control"
            value={values.meta_title}
            onChange={onChange}
          />
        </div>
        <div className="col-12">
          <label htmlFor={`${prefix}-meta_description`} className="form-label">
            Meta description
          </label>
          <textarea
            id={`${prefix}-meta_description`}
            name="meta_description"
            maxLength={INPUT_LIMITS.metaDescription}
            className="form-control"
            rows={2}
            value={values.meta_description}
            onChange={onChange}
          />
        </div>
      </div>
    </FormSection>
  );
}
