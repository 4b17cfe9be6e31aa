import { CheckField, SelectField, TextField } from '../../../components/form';
import { CardSection } from '../../../components/CardSection';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

interface SettingsSeoSectionProps {
  /** The record's kind in lower case: the fields' ids start with it, and it names the featured box. */
  prefix: string;
  /** Categories and subcategories show the featured box as a switch; services as a plain checkbox. */
  featuredSwitch: boolean;
}

export function SettingsSeoSection({ prefix, featuredSwitch }: SettingsSeoSectionProps) {
  return (
    <CardSection id={`${prefix}-settings`} title="Settings & SEO" className="mb-4">
      <div className="row g-3">
        <SelectField
          id={`${prefix}-status`}
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          className="col-6 col-md-4"
        />
        <TextField
          id={`${prefix}-sort_order`}
          name="sort_order"
          label="Sort order"
          type="number"
          min={0}
          step={1}
          className="col-6 col-md-4"
        />
        <div className="col-12 col-md-4 d-flex align-items-end">
          <CheckField
            id={`${prefix}-is_featured`}
            name="is_featured"
            label={`Featured ${prefix}`}
            switch={featuredSwitch}
            role={featuredSwitch ? 'switch' : undefined}
            className="mb-2"
          />
        </div>
        <TextField
          id={`${prefix}-meta_title`}
          name="meta_title"
          label="Meta title"
          limit="metaTitle"
          className="col-12"
        />
        <TextField
          id={`${prefix}-meta_description`}
          name="meta_description"
          label="Meta description"
          limit="metaDescription"
          rows={2}
          className="col-12"
        />
      </div>
    </CardSection>
  );
}
