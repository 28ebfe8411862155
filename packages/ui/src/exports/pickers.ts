// Pickers: Select, ComboBox, TagField, OneTimeCodeField, PhoneField.
export { Select, SelectItem, renderPickerOption } from '../Select/Select.tsx';
export type { PickerOption, SelectItemProps, SelectProps } from '../Select/Select.tsx';

export { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox.tsx';
export type { ComboBoxProps } from '../ComboBox/ComboBox.tsx';

export { TagField } from '../TagField/TagField.tsx';
export type { TagFieldProps } from '../TagField/TagField.tsx';

export { OneTimeCodeField } from '../OneTimeCodeField/OneTimeCodeField.tsx';
export type { OneTimeCodeFieldProps } from '../OneTimeCodeField/OneTimeCodeField.tsx';

export { PhoneField, phoneCountryOptions, readPhoneNumber } from '../PhoneField/PhoneField.tsx';
export type { CountryCode, PhoneCountryOption, PhoneFieldProps, PhoneValue } from '../PhoneField/PhoneField.tsx';
