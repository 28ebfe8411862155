// Fields: every input primitive, and Form.
export { TextField } from '../TextField/TextField.tsx';
export type { TextFieldProps } from '../TextField/TextField.tsx';
