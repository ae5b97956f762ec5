export { FieldGrid, FormStatus, HoneypotField, RequiredNote, SelectField, TextAreaField, TextField } from './Field';
export type { SelectFieldProps, StatusTone, TextAreaFieldProps, TextFieldProps } from './Field';
