import { applicationLimits, phoneCodes } from '@cloudexperts/domain';
import type { HelpPageId } from '../../site/paths.ts';
import { helpPaths, infoPaths, legalPaths, paths } from '../../site/paths.ts';
import { facts } from './facts.ts';
import type { ContentLink, HelpContentPage } from './types.ts';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const clientTopics: readonly ContentLink[] = [
  { label: 'Getting started', to: helpPaths.gettingStarted },
  { label: 'Your client account', to: helpPaths.accountCenter },
  { label: 'Posting a job', to: helpPaths.postJob },
  { label: 'Hiring a cloud expert', to: helpPaths.hireFreelancer },
  { label: 'Managing jobs and contracts', to: helpPaths.managingJob },
];

export const expertTopics: readonly ContentLink[] = [
  { label: 'About the marketplace', to: helpPaths.cloudExpertAbout },
  { label: 'Your expert account', to: helpPaths.cloudExpertAccount },
  { label: 'Building your expert profile', to: helpPaths.expertProfile },
  { label: 'Getting hired', to: helpPaths.gettingHired },
  { label: 'Managing your jobs', to: helpPaths.freelancerManageJob },
  { label: 'Settings and payments', to: helpPaths.cloudExpertManageAccount },
];

/** The help pages (spec document 1, section 2); the Help Center is also the Contact Us page. */
export const helpPages: Record<HelpPageId, HelpContentPage> = {
  helpCenter: {
    title: 'Help Center',
    audience: 'Everyone',
    lead: `Guides for clients and cloud experts, and a person to talk to when you need one: ${facts.support}.`,
    sections: [
      { id: 'clients', title: 'Help for clients', links: clientTopics },
      { id: 'experts', title: 'Help for cloud experts', links: expertTopics },
      {
        id: 'contact',
        title: 'Contact us',
        paragraphs: [
          `Email ${facts.supportEmail} at any hour; we answer within a few hours. Signed in, you can also chat with Support or ask for a call back.`,
          `Planning a project? Book a free ${facts.introCall} and a coordinator will shortlist experts for you.`,
        ],
      },
      {
        id: 'questions',
        title: 'Popular questions',
        faqs: [
          {
            question: 'I did not get the confirmation email.',
            answer:
              'Check your spam folder, then use "Resend email" on the confirmation screen. Links expire, so always use the newest one.',
          },
          {
            question: 'Why am I asked for a code when I sign in?',
            answer:
              'The first time you sign in on a new device we email you a code, to make sure it is you. Enter it once and that device is trusted.',
          },
          {
            question: 'I forgot my password.',
            answer:
              'Choose "Forgot Password" on the login form and enter your email. We send a link to set a new one; it signs you out everywhere else.',
          },
        ],
      },
    ],
  },

  gettingStarted: {
    title: 'Getting started',
    audience: 'Everyone',
    lead: 'Create your account, confirm your email and sign in safely, whichever side of the marketplace you are on.',
    sections: [
      {
        id: 'sign-up',
        title: 'Create your account',
        steps: [
          {
            title: 'Choose your role',
            text: `"${facts.hireRole}" to hire experts, "${facts.expertRole}" to find work. Hire for Project is chosen unless you pick the other.`,
          },
          {
            title: 'Tell us who you are',
            text: 'Your first and last name, email, country and a password. Accept the terms, and choose whether you want product news.',
          },
          {
            title: 'Confirm your email',
            text: 'Open the link we email you. Until you do, you cannot sign in; you can ask for a new link from the confirmation screen.',
          },
        ],
      },
      {
        id: 'first-sign-in',
        title: 'Your first sign-in',
        points: [
          'On a device we have not seen, we email you a code to enter before you continue.',
          'Pick a security question and answer it; we ask it before sensitive changes.',
          'Tick Remember Me to keep your email on this device (never your password).',
        ],
      },
      {
        id: 'next',
        title: 'Next steps',
        links: [
          { label: 'Posting a job', to: helpPaths.postJob },
          { label: 'Building your expert profile', to: helpPaths.expertProfile },
        ],
      },
    ],
  },

  accountCenter: {
    title: 'Your client account',
    audience: 'Clients',
    lead: 'Keep your account secure and your payment details up to date.',
    sections: [
      {
        id: 'security',
        title: 'Security',
        points: [
          'Change your password in Settings; tick the box to sign out every other device at the same time.',
          'Your security question is asked before sensitive changes. To change it, answer the current one first.',
          `Verify your phone with the ${phoneCodes.settingsLength}-digit code we text you.`,
        ],
      },
      {
        id: 'payments',
        title: 'Paying for work',
        paragraphs: [
          'Add a card in Settings before your first contract. Milestones are funded from it in advance and released to the expert only when you approve the work.',
        ],
      },
      {
        id: 'questions',
        title: 'Questions',
        faqs: [
          {
            question: 'Can I use one account to hire and to work?',
            answer: 'No. An account has one role; use a different email address for the other side of the marketplace.',
          },
          {
            question: 'How do I close my account?',
            answer: `Settle any open contracts, then write to ${facts.supportEmail}.`,
          },
        ],
      },
    ],
  },

  postJob: {
    title: 'Posting a job',
    audience: 'Clients',
    lead: 'A clear job post brings better proposals. The form has six short tabs and shows your progress as you go.',
    sections: [
      {
        id: 'tabs',
        title: 'The six tabs',
        steps: [
          { title: 'Job Title', text: 'A short, specific title: "Migrate our PostgreSQL database to Amazon Aurora".' },
          { title: 'Description', text: 'What you need, the current state, and what done looks like.' },
          { title: 'Skills', text: 'The platforms and tools the work needs; experts with them see your job first.' },
          { title: 'Job Details', text: 'When the post expires (today unless you change it) and the scope.' },
          {
            title: 'Job Preferences',
            text: 'Location, language (English by default) and whether a certification is required.',
          },
          { title: 'Budget', text: 'An hourly rate or a fixed price for the whole job.' },
        ],
      },
      {
        id: 'tips',
        title: 'Tips',
        points: [
          'Reset takes you back to the first tab with the defaults, if you want to start over.',
          'You can edit the job after posting; experts who applied see the latest version.',
          `Not sure how to scope it? Book a ${facts.introCall} first.`,
        ],
      },
    ],
  },

  hireFreelancer: {
    title: 'Hiring a cloud expert',
    audience: 'Clients',
    lead: 'From shortlist to signed contract: review proposals, interview, and make an offer.',
    sections: [
      {
        id: 'find',
        title: 'Find candidates',
        points: [
          'Search the experts by platform, skill or name, and save the ones you like.',
          'Invite an expert to your job with a short message.',
          "Your job's candidates sit in four tabs: Review, Hire, Saved and Invite.",
        ],
        links: [{ label: 'Find experts', to: paths.findExperts }],
      },
      {
        id: 'interview',
        title: 'Interview',
        points: [
          'Schedule a 30-minute or one-hour interview on Google Meet, with a date, a time, an agenda and files. Preview it, then send the invite.',
          'The join button opens 15 minutes before the start.',
          'Afterwards, rate skills, communication, problem solving, technical knowledge and cultural fit from 1 to 5, and note strengths and areas to improve.',
        ],
      },
      {
        id: 'hire',
        title: 'Hire',
        paragraphs: [
          "Choose Hire Now, pick the job and confirm the pay type (it follows the job's: hourly or fixed price). The expert accepts or declines the offer; an accepted offer becomes an active contract.",
        ],
        faqs: [
          {
            question: 'How do I turn down a candidate?',
            answer:
              'Reject the proposal and choose a reason: skills mismatch, budget too high, lack of experience, communication concerns, or your own.',
          },
        ],
      },
    ],
  },

  managingJob: {
    title: 'Managing jobs and contracts',
    audience: 'Clients',
    lead: 'Keep your jobs current and pay for delivered work, milestone by milestone.',
    sections: [
      {
        id: 'jobs',
        title: 'Your jobs',
        points: [
          'Edit a job at any time from My Jobs; close it when you have hired.',
          'Archive proposals you have dealt with to keep the list short.',
        ],
      },
      {
        id: 'milestones',
        title: 'Milestones and payments',
        steps: [
          { title: 'Fund', text: 'Fund each milestone in advance; the money is held safely.' },
          { title: 'Review', text: 'The expert requests payment with the delivered work attached.' },
          { title: 'Approve', text: 'Approve to release the money, or request changes with a note.' },
        ],
      },
      {
        id: 'ending',
        title: 'Ending a contract',
        paragraphs: [
          'End the contract when the work is done and rate the expert; they rate you too. If you cannot agree on a milestone, ask Support to mediate.',
        ],
      },
    ],
  },

  expertProfile: {
    title: 'Building your expert profile',
    audience: 'Cloud experts',
    lead: `Your application has six steps and takes about fifteen minutes. We review it within ${facts.reviewPromise}.`,
    sections: [
      {
        id: 'steps',
        title: 'The six steps',
        steps: [
          {
            title: 'Profile Title',
            text: `Individual or company, your title, an About Me of at least ${applicationLimits.aboutMeMinLength} characters, a photo and your resume.`,
          },
          {
            title: 'Platform',
            text: `Microsoft Azure, AWS, Google Cloud, AI & Machine Learning, Oracle or Salesforce, and at least ${applicationLimits.minSkills} skills.`,
          },
          {
            title: 'Hourly Rate',
            text: `Between $${applicationLimits.hourlyRateMin} and $${applicationLimits.hourlyRateMax}; we show the fee and what you receive.`,
          },
          { title: 'Availability', text: 'Hours a week, from less than 10 to more than 40, and when you can start.' },
          { title: 'Experience', text: 'Years of experience, your portfolio, education and certifications.' },
          { title: 'Review & Submit', text: 'Check every section, edit any of them, and submit.' },
        ],
      },
      {
        id: 'files',
        title: 'Photos and files',
        points: [
          `Photo: ${applicationLimits.photoFormats}, up to ${megabytes(applicationLimits.photoMaxBytes)}.`,
          `Resume: ${applicationLimits.resumeFormats}, up to ${megabytes(applicationLimits.resumeMaxBytes)}. You can import your skills and summary from it.`,
          'Stuck on your About Me? The writer drafts one from a few bullet points.',
        ],
      },
    ],
  },

  gettingHired: {
    title: 'Getting hired',
    audience: 'Cloud experts',
    lead: 'Find the right jobs, write proposals that stand out, and turn interviews into contracts.',
    sections: [
      {
        id: 'proposals',
        title: 'Proposals',
        points: [
          'Search jobs by platform and skill, and save your filters.',
          'Send a proposal with a short cover letter that answers the job post; you can update or withdraw it while it is open.',
          'Clients can also invite you to a job: accept the invitation to send your proposal.',
        ],
      },
      {
        id: 'interviews',
        title: 'Interviews',
        points: [
          'Interviews run on Google Meet. Join from your interviews list, from 15 minutes before the start.',
          'Cannot make it? Ask to reschedule and give a reason.',
        ],
      },
      {
        id: 'offers',
        title: 'Offers',
        paragraphs: [
          'Accept an offer with a message to the client and your agreement to the terms; the contract then appears under your active contracts. Decline it if the work is not right for you.',
        ],
        links: [{ label: 'Managing your jobs', to: helpPaths.freelancerManageJob }],
      },
    ],
  },

  freelancerManageJob: {
    title: 'Managing your jobs',
    audience: 'Cloud experts',
    lead: 'Deliver, get paid per milestone, and keep your availability current.',
    sections: [
      {
        id: 'submit-work',
        title: 'Submitting work',
        steps: [
          { title: 'Choose the milestone', text: 'Pick the milestone the work belongs to.' },
          { title: 'Ask for the amount', text: 'Enter the amount and a message describing what you delivered.' },
          { title: 'Attach the work', text: 'Add files if they help; the request then shows as Payment Requested.' },
        ],
      },
      {
        id: 'availability',
        title: 'Availability and time off',
        points: [
          'By default you are available 8:00 AM to 5:00 PM on weekdays (Friday until 3:00 PM); change any day.',
          'Request time off with a date range and a reason, so clients can plan around it.',
        ],
      },
    ],
  },

  cloudExpertAccount: {
    title: 'Your expert account',
    audience: 'Cloud experts',
    lead: 'Sign up as a cloud expert, verify your details, and keep your account safe.',
    sections: [
      {
        id: 'sign-up',
        title: 'Signing up',
        points: [
          `Choose "${facts.expertRole}" when you sign up.`,
          `If you sign up with your phone, we text you a ${phoneCodes.signUpLength}-digit code to confirm it.`,
          'Confirm your email from the link we send, then sign in and start your application.',
        ],
      },
      {
        id: 'security',
        title: 'Keeping it safe',
        points: [
          'A new device needs a code from your email before it can sign in.',
          'Your security question protects password and payment changes.',
          'Never share your password; our staff will never ask for it.',
        ],
        links: [{ label: 'Settings and payments', to: helpPaths.cloudExpertManageAccount }],
      },
    ],
  },

  cloudExpertManageAccount: {
    title: 'Settings and payments',
    audience: 'Cloud experts',
    lead: 'Change your password, security question and phone, and choose how you are paid.',
    sections: [
      {
        id: 'settings',
        title: 'Settings',
        points: [
          'Change your password (8 to 16 characters), and sign out every other device if you wish.',
          'Change your security question: answer the current one, then pick and answer a new one.',
          `Verify a new phone number with a ${phoneCodes.settingsLength}-digit code.`,
        ],
      },
      {
        id: 'payment-methods',
        title: 'Payment methods',
        points: [
          'Payoneer (recommended for the USA): $2 a withdrawal.',
          'Skrill: $1 a withdrawal.',
          'PayPal: $1 a withdrawal.',
          'Direct to U.S. Bank (USD): free.',
        ],
      },
      {
        id: 'fees',
        title: 'Service fee',
        paragraphs: [
          `${facts.newClientFee} of what you earn on a contract with a new client, dropping to ${facts.establishedFee} once your billing with that client passes ${facts.feeThreshold}.`,
        ],
      },
    ],
  },

  cloudExpertAbout: {
    title: 'About the marketplace',
    audience: 'Cloud experts',
    lead: 'What to expect as a cloud expert on the marketplace, and what we expect of you.',
    sections: [
      {
        id: 'clients',
        title: 'The clients',
        paragraphs: [
          `Companies and hiring managers who need specialist cloud skills, often for a first project that grows into a long engagement. They pay by milestone and rate you when a contract ends; the marketplace average is ${facts.averageRating}.`,
        ],
      },
      {
        id: 'expectations',
        title: 'What we expect',
        points: [
          'Present your real skills, certifications and experience.',
          'Keep contracts and payments on the marketplace.',
          'Use client access only for the agreed work, and hand it back when the work ends.',
        ],
        links: [
          { label: 'Terms of Service', to: legalPaths.termsOfService[1] },
          { label: 'How it works for cloud experts', to: infoPaths.howItWorksFreelancer },
        ],
      },
    ],
  },
};
