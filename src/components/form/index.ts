export { FieldShell, controlClass } from './field-shell';
export { TextField, TextareaField, SelectField, toOptions, type Option, type TextFieldProps } from './fields';
export { CheckboxField, ChoiceGroup } from './choice-fields';
export { StatusButton } from './status-button';
export { HoneypotField } from './honeypot-field';
export { withMask } from './with-mask';
