// Actions: Button, Link, IconButton, ToggleButtonGroup.
export { Button } from '../Button/Button.tsx';
export type { ButtonProps } from '../Button/Button.tsx';
export { buttonSizes, buttonVariants } from '../Button/Button.css.ts';

export { Link } from '../Link/Link.tsx';
export type { LinkProps } from '../Link/Link.tsx';
export { linkVariants } from '../Link/Link.css.ts';

export { IconButton } from '../IconButton/IconButton.tsx';
export type { IconButtonProps } from '../IconButton/IconButton.tsx';

export { ToggleButtonGroup, ToggleButtonGroupItem } from '../ToggleButtonGroup/ToggleButtonGroup.tsx';
export type { ToggleButtonGroupItemProps, ToggleButtonGroupProps } from '../ToggleButtonGroup/ToggleButtonGroup.tsx';
export { toggleButtonGroupSizes } from '../ToggleButtonGroup/ToggleButtonGroup.css.ts';
