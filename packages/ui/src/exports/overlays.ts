// Overlays: Modal and Dialog, AlertDialog, Popover, Menu, Tooltip, Drawer.
export { CloseButton, Dialog, DialogTrigger, Modal } from '../Dialog/Dialog.tsx';
export type { CloseButtonProps, DialogProps, DialogTriggerProps, ModalProps } from '../Dialog/Dialog.tsx';
export { modalSizes } from '../Dialog/Dialog.css.ts';
export type { ModalSize } from '../Dialog/Dialog.css.ts';

export { AlertDialog, alertDialogTones } from '../Dialog/AlertDialog.tsx';
export type { AlertDialogProps, AlertDialogTone } from '../Dialog/AlertDialog.tsx';

export { Popover } from '../Popover/Popover.tsx';
export type { PopoverProps } from '../Popover/Popover.tsx';

export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '../Menu/Menu.tsx';
export type { MenuItemProps, MenuProps, MenuSectionProps, MenuTriggerProps } from '../Menu/Menu.tsx';
export { menuPlacement, menuPlacements } from '../Menu/placement.ts';
export type { MenuPlacement, MenuPlacementInput } from '../Menu/placement.ts';

export { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip.tsx';
export type { TooltipProps, TooltipTriggerProps } from '../Tooltip/Tooltip.tsx';

export { Drawer } from '../Drawer/Drawer.tsx';
export type { DrawerProps } from '../Drawer/Drawer.tsx';
export { drawerSides } from '../Drawer/Drawer.css.ts';
export type { DrawerSide } from '../Drawer/Drawer.css.ts';
