import type { ApplicationForm } from '@cloudexperts/domain';
import { Button, Inline } from '@cloudexperts/ui';
import { lazy, Suspense, useState } from 'react';
import { mergeSkills, type ApplicationWizardEvent } from './applicationWizard.machine.ts';

/** The AI helpers of step 1 (spec document 1, section 2: "About Me generator (AI) and resume import popup (AI)"). */
export type AiHelper = 'aboutMe' | 'resumeImport';

// Their popups load when first wanted (their button hovered, focused or pressed), not with the wizard.
const loaders = {
  aboutMe: () => import('../AboutMeGenerator/AboutMeGenerator.tsx'),
  resumeImport: () => import('../ResumeImport/ResumeImport.tsx'),
} satisfies Record<AiHelper, () => Promise<unknown>>;
const AboutMeGenerator = lazy(async () => ({ default: (await loaders.aboutMe()).AboutMeGenerator }));
const ResumeImport = lazy(async () => ({ default: (await loaders.resumeImport()).ResumeImport }));

/** The button that opens one AI helper; its popup's code starts loading when it is hovered or focused. */
export function AiHelperButton({
  helper,
  label,
  onOpen,
  isDisabled,
}: {
  helper: AiHelper;
  label: string;
  onOpen: (helper: AiHelper) => void;
  isDisabled: boolean;
}) {
  const preload = () => void loaders[helper]();
  return (
    <Inline>
      <Button
        variant="secondary"
        size="sm"
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => onOpen(helper)}
        isDisabled={isDisabled}
      >
        {label}
      </Button>
    </Inline>
  );
}

/**
 * Which AI helper is open, and the popups themselves. The popups are rendered outside the wizard's
 * form (a form inside it would take on its submit through React Aria's form context); one opened
 * before stays mounted, closed, so closing returns the focus to its button.
 */
export function useAiHelpers(form: ApplicationForm, send: (event: ApplicationWizardEvent) => void) {
  const [open, setOpen] = useState<AiHelper | null>(null);
  const [mounted, setMounted] = useState<readonly AiHelper[]>([]);
  const onOpen = (helper: AiHelper) => {
    setMounted((before) => (before.includes(helper) ? before : [...before, helper]));
    setOpen(helper);
  };
  const onOpenChange = (helper: AiHelper) => (isOpen: boolean) => setOpen(isOpen ? helper : null);
  const dialogs = (
    <Suspense fallback={null}>
      {mounted.includes('aboutMe') ? (
        <AboutMeGenerator
          isOpen={open === 'aboutMe'}
          onOpenChange={onOpenChange('aboutMe')}
          onApply={(aboutMe) => send({ type: 'form.patch', values: { about_me: aboutMe } })}
        />
      ) : null}
      {mounted.includes('resumeImport') ? (
        <ResumeImport
          isOpen={open === 'resumeImport'}
          onOpenChange={onOpenChange('resumeImport')}
          // The skills join the application's without duplicates; the summary becomes About Me.
          onApply={({ skills, about_me_summary }) =>
            send({
              type: 'form.patch',
              values: { skills: mergeSkills(form.skills, skills), about_me: about_me_summary },
            })
          }
        />
      ) : null}
    </Suspense>
  );
  return { onOpen, dialogs };
}
