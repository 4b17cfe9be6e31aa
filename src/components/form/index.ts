export { BusyButton } from './BusyButton';
export { CheckField } from './CheckField';
export { FileField } from './FileField';
export { FocusFirstInvalid, useFocusFirstInvalid } from './focusFirstInvalid';
export { PasswordField } from './PasswordField';
export { SelectField } from './SelectField';
export { TextField } from './TextField';
