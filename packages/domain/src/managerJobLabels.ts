/**
 * The words of the manager's job pages: /my-jobs, /all-job-postings, /post-a-job-progress,
 * /post-a-job and /edit-a-job-progress/:id (spec document 2, section 2). Ours where the spec shows
 * none; a module of its own, off the landing page's path.
 */
export const managerJobLabels = {
  myJobs: {
    title: 'My jobs',
    lead: 'Your job posts: what is open to proposals, your drafts and what you have closed.',
    allTitle: 'All job postings',
    postJob: 'Post a job',
    tabsLabel: 'Jobs by status',
    tabs: { open: 'Open', draft: 'Drafts', closed: 'Closed' },
    count: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'job' : 'jobs'}`,
    loading: 'Loading your jobs…',
    loadFailedTitle: 'Your jobs could not be loaded',
    loadFailedMessage: 'Check your connection and try again.',
    empty: {
      open: { title: 'No open jobs', description: 'Post a job and vetted cloud experts will send proposals.' },
      draft: { title: 'No drafts', description: 'A job you start and leave is kept here until you post it.' },
      closed: { title: 'No closed jobs', description: 'Jobs you close stay here, out of every search.' },
    },
    updated: (date: string) => `Updated ${date}`,
    posted: (date: string) => `Posted ${date}`,
    edit: 'Edit',
    continueDraft: 'Continue',
    view: 'View',
    /** To the job's candidate tabs (/job/:id/review). */
    candidates: 'Proposals',
    candidatesLabel: (title: string) => `Proposals for ${title}`,
    delete: 'Delete',
    editLabel: (title: string) => `Edit ${title}`,
    deleteLabel: (title: string) => `Delete ${title}`,
    deleteTitle: 'Delete this job?',
    deleteMessage: (title: string) =>
      `“${title}” will leave every list and search at once. Proposals already sent stay readable.`,
    deleteConfirm: 'Delete job',
    deleting: 'Deleting…',
    deleted: (title: string) => `“${title}” was deleted.`,
    deleteFailed: 'The job could not be deleted. Please try again.',
    pages: 'Pages of jobs',
    listLabel: 'Jobs',
    untitled: 'Untitled draft',
  },
  postJob: {
    firstTitle: 'Post your first job',
    firstLead: 'Six short steps. Everything you type is saved as you go, so you can leave and come back.',
    title: 'Post a job',
    lead: 'Describe the work, the skills and the budget. Drafts are saved as you go.',
    editTitle: 'Edit job',
    editLead: 'Changes to a posted job show on its page as soon as you save them.',
    posted: 'Your job is posted. Cloud experts can now find it and send proposals.',
    saved: 'Your job was saved.',
  },
} as const;
