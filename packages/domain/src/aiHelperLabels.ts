/**
 * Spec document 1, section 2 (step 1's "Modals: About Me generator (AI) and resume import popup
 * (AI)"), section 3 (bulletPoints → about_me; a resume → skills and about_me_summary) and section 8
 * (their failure messages, in `errorMessages`). The spec names the two modals only: the words are
 * ours, except the popups' names. They live in their own module, not labels.ts, so that the
 * landing page's critical bundle (which holds labels.ts) does not carry them: only the wizard's
 * lazy chunks do.
 */
export const aiHelperLabels = {
  aboutMe: {
    /** The button beside About Me that opens the generator. */
    open: 'Write About Me with AI',
    title: 'About Me generator',
    points: 'A few points about you',
    pointsDescription: 'One per line: your experience, what you build, your certifications.',
    generate: 'Generate',
    generating: 'Writing your About Me…',
    result: 'Your About Me',
    resultHint: 'It replaces what About Me holds now; you can still edit it there.',
    use: 'Use this text',
    edit: 'Edit points',
    retry: 'Retry',
    cancel: 'Cancel',
  },
  resumeImport: {
    /** The button beside the resume field that opens the import. */
    open: 'Import skills and summary from a resume',
    title: 'Resume import',
    file: 'Resume to import',
    intro: 'We read your resume for the skills it names and a short summary. Nothing is stored.',
    extracting: 'Reading your resume…',
    skills: 'Skills found',
    noSkills: 'No skills from our list were found in this resume.',
    summary: 'Summary for About Me',
    resultHint: 'The skills are added to yours; the summary replaces About Me. You can edit both afterwards.',
    use: 'Use these',
    another: 'Choose another file',
    retry: 'Retry',
    cancel: 'Cancel',
  },
} as const;
