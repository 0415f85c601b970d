export { CheckboxField } from "./checkbox-field";
export { FieldErrorsProvider, useFieldError, type FieldErrors } from "./field-errors";
export { AltTextField, fromTitle, type ReadField } from "./alt-text-field";
export { ImageField } from "./image-field";
export { PublicationField } from "./publication-field";
export { SelectField, type SelectOption } from "./select-field";
export { SlugField } from "./slug-field";
export { TextAreaField } from "./textarea-field";
export { TextField } from "./text-field";
