/** The sides a menu opens on. */
export const menuPlacements = ['top', 'bottom'] as const;
export type MenuPlacement = (typeof menuPlacements)[number];

export interface MenuPlacementInput {
  /** The viewport's height (`window.innerHeight`), in CSS pixels. */
  viewportHeight: number;
  /** The trigger's bottom edge from the top of the viewport (`getBoundingClientRect().bottom`). */
  triggerBottom: number;
  /** The space the menu needs below its trigger, in CSS pixels. */
  minSpaceBelow: number;
}

/** A menu opens upward when less than `minSpaceBelow` is left between its trigger and the viewport's bottom. */
export function menuPlacement({ viewportHeight, triggerBottom, minSpaceBelow }: MenuPlacementInput): MenuPlacement {
  return viewportHeight - triggerBottom < minSpaceBelow ? 'top' : 'bottom';
}
