export { CheckboxField } from "./checkbox-field";
export { FieldErrorsProvider, useFieldError, type FieldErrors } from "./field-errors";
export { ImageField } from "./image-field";
export { SelectField, type SelectOption } from "./select-field";
export { TextAreaField } from "./textarea-field";
export { TextField } from "./text-field";
