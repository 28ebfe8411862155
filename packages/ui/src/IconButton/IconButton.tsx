import { forwardRef } from 'react';
import { composeRenderProps } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { icon as iconStyle, iconButton } from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** The glyph shown. It is decorative: `label` names the button. */
  icon: IconName;
  /** What the button does, in words; it becomes the button's accessible name (`aria-label`). */
  label: string;
  /**
   * The visual weight of the action (as for Button).
   * @default 'ghost'
   */
  variant?: ButtonProps['variant'];
}

/**
 * A square button that shows one icon. It is a {@link Button} (same variants, sizes, states and
 * pending behaviour); the required `label` gives it its accessible name.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, size = 'md', variant = 'ghost', className, ...props },
  ref,
) {
  return (
    <Button
      {...props}
      ref={ref}
      variant={variant}
      size={size}
      aria-label={label}
      className={composeRenderProps(className, (given) => [iconButton({ size }), given].filter(Boolean).join(' '))}
    >
      {({ isPending }) => (isPending ? null : <Icon name={icon} className={iconStyle} />)}
    </Button>
  );
});
