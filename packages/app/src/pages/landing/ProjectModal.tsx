import { ProjectEnquiry } from '@cloudexperts/flows';
import { useNavigate } from 'react-router';
import type { ChatValues } from './chatForm.ts';

export interface ProjectModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the second chat form collected: the modal opens with Name and Work email filled in. */
  prefill: ChatValues | null;
}

/**
 * 'Tell us about your Projects' (spec document 1, section 2): the ProjectEnquiry flow in its modal.
 * After 'We will contact you shortly.' the page reloads (the router's `navigate(0)`: a real reload
 * in the browser; in a memory router, as in stories, the modal just closes).
 */
export function ProjectModal({ isOpen, onOpenChange, prefill }: ProjectModalProps) {
  const navigate = useNavigate();

  return (
    <ProjectEnquiry
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      defaultValues={prefill ?? undefined}
      onReload={() => {
        onOpenChange(false);
        void navigate(0);
      }}
    />
  );
}
