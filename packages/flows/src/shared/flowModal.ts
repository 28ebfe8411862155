/** What every popup flow takes (the flow-modal convention): open state, its change, the ending. */
export interface FlowModalProps<Output> {
  /** Whether the popup is open. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once when the flow ends, with its output. */
  onDone?: (output: Output) => void;
}

/** What a popup's inner view takes: the caller's props less the modal's, the ending and Close. */
export type FlowModalBody<Props extends FlowModalProps<Output>, Output> = Omit<
  Props,
  'isOpen' | 'onOpenChange' | 'onDone'
> & {
  onDone: (output: Output) => void;
  onClose: () => void;
};
