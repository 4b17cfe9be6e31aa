/** The field components every form of the product is built from (docs/architecture.md, "Forms"). */
export { BusyButton } from './BusyButton';
export { CheckField } from './CheckField';
export { FileField } from './FileField';
export { FocusFirstInvalid, useFocusFirstInvalid } from './focusFirstInvalid';
export { PasswordField } from './PasswordField';
export { SelectField } from './SelectField';
export { TextField } from './TextField';
