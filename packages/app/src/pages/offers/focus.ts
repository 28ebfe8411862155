/** A ref callback that focuses its element once it is in the page (a notice that replaces the button that had focus). */
export const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};
