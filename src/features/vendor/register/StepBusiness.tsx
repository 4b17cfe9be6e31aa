import { SelectField, TextField } from '../../../components/form';
import { BUSINESS_TYPES, EXPERIENCE_OPTIONS } from './wizardModel';

export function StepBusiness() {
  return (
    <>
      <TextField name="businessName" limit="name" label="Business name" autoComplete="organization" required />
      <div className="row g-sm-3">
        <SelectField
          name="businessType"
          label="Business type"
          options={BUSINESS_TYPES}
          placeholder="Select business type"
          required
          className="col-sm-6 mb-3"
        />
        <SelectField
          name="experience"
          label="Experience"
          options={EXPERIENCE_OPTIONS}
          placeholder="Select experience"
          required
          className="col-sm-6 mb-3"
        />
      </div>
    </>
  );
}
