// Fields: every input primitive, and Form.
export { TextField } from '../TextField/TextField.tsx';
export type { TextFieldProps } from '../TextField/TextField.tsx';

export { PasswordField } from '../PasswordField/PasswordField.tsx';
export type { PasswordFieldProps } from '../PasswordField/PasswordField.tsx';

export { TextArea } from '../TextArea/TextArea.tsx';
export type { TextAreaProps } from '../TextArea/TextArea.tsx';

export { NumberField } from '../NumberField/NumberField.tsx';
export type { NumberFieldProps } from '../NumberField/NumberField.tsx';
export { MoneyField, moneyFormatOptions } from '../NumberField/MoneyField.tsx';
export type { MoneyFieldProps } from '../NumberField/MoneyField.tsx';

export { Checkbox, CheckboxGroup } from '../Checkbox/Checkbox.tsx';
export type { CheckboxGroupProps, CheckboxProps } from '../Checkbox/Checkbox.tsx';

export { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
export type { RadioGroupProps, RadioProps } from '../RadioGroup/RadioGroup.tsx';
export { radioGroupOrientations } from '../RadioGroup/RadioGroup.css.ts';

export { Switch } from '../Switch/Switch.tsx';
export type { SwitchProps } from '../Switch/Switch.tsx';

export { SearchField } from '../SearchField/SearchField.tsx';
export type { SearchFieldProps } from '../SearchField/SearchField.tsx';

export { Form } from '../Form/Form.tsx';
export type { FormProps } from '../Form/Form.tsx';
