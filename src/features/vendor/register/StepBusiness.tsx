import { SelectField, TextField } from '../../../components/form';
import { BUSINESS_TYPES, EXPERIENCE_OPTIONS } from './wizardModel';

export function StepBusiness() {
  return (
    <>
      <TextField name="businessName" limit="name" label="Business name" autoComplete="organization" required />
      <div className="row row-cols-sm-2 g-sm-3">
        <SelectField
          name="businessType"
          label="Business type"
          options={BUSINESS_TYPES}
          placeholder="Select business type"
          required
        />
        <SelectField
          name="experience"
          label="Experience"
          options={EXPERIENCE_OPTIONS}
          placeholder="Select experience"
          required
        />
      </div>
    </>
  );
}
