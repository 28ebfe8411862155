// Actions: Button, Link, IconButton, ToggleButtonGroup.
export { Button } from '../Button/Button.tsx';
export type { ButtonProps } from '../Button/Button.tsx';
export { buttonSizes, buttonVariants } from '../Button/Button.css.ts';
