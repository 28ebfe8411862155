import { productName } from '@cloudexperts/domain';
import type { InfoPageId } from '../../site/paths.ts';
import { advisoryPaths, helpPaths, infoPaths, legalPaths, paths } from '../../site/paths.ts';
import { facts } from './facts.ts';
import type { ContentHighlight, ContentPage } from './types.ts';

const marketplaceFigures: readonly ContentHighlight[] = [
  { value: facts.experts, label: 'vetted cloud experts' },
  { value: facts.averageRating, label: 'average client rating' },
  { value: facts.admitted, label: 'of applicants admitted' },
  { value: facts.ratesFrom, label: 'rates start at' },
];

const clientSteps = [
  {
    title: 'Post a job',
    text: 'Describe the work in six short steps: title, description, skills, job details, preferences and budget. Choose an hourly rate or a fixed price.',
  },
  {
    title: 'Collaborate',
    text: 'Review proposals, invite experts you like, and interview them over Google Meet. Hire the one who fits and agree the milestones in a contract.',
  },
  {
    title: 'Pay by milestone',
    text: 'Fund each milestone in advance. The expert requests payment when the work is delivered, and the money is released only when you approve it.',
  },
] as const;

const expertSteps = [
  {
    title: 'Describe yourself',
    text: `Sign up, then build your professional profile: title, platform, skills, hourly rate, availability and experience. We review it within ${facts.reviewPromise}.`,
  },
  {
    title: 'Get hired',
    text: 'Find jobs on your platform, send proposals, accept invitations and interviews. Accept an offer and the contract starts.',
  },
  {
    title: 'Get paid',
    text: 'Deliver each milestone and request payment with your work attached. Once the client approves, withdraw through Payoneer, Skrill, PayPal or a U.S. bank.',
  },
] as const;

/** The information pages (spec document 1, section 2). */
export const infoPages: Record<InfoPageId, ContentPage> = {
  aboutUs: {
    title: 'About us',
    lead: `We connect companies with the ${facts.admitted} of freelance cloud experts, for AWS, Microsoft Azure, Google Cloud, Oracle, Salesforce and AI & machine learning work.`,
    highlights: marketplaceFigures,
    actions: [
      { label: 'Find experts', to: paths.findExperts },
      { label: 'How it works', to: infoPaths.howItWorks },
    ],
    sections: [
      {
        id: 'mission',
        title: 'Why we exist',
        paragraphs: [
          'Cloud projects stall when a team lacks one specialist: the architect who can design the landing zone, the engineer who knows the Salesforce data model, the person who has put a model into production before. General freelance sites leave you to sort hundreds of profiles yourself.',
          `${productName} is a marketplace for cloud work only. Every expert is reviewed before their profile is listed, so you start from a short list of people who have done the job before.`,
        ],
      },
      {
        id: 'two-sides',
        title: 'Two ways to use it',
        points: [
          `${facts.hireRole}: companies and hiring managers post jobs, interview experts and pay by milestone.`,
          `${facts.expertRole}: freelancers build a profile, pass our review, find work and get paid.`,
        ],
      },
      {
        id: 'promises',
        title: 'What we promise',
        points: [
          `Rates from ${facts.ratesFrom}, agreed up front.`,
          'You pay only if you are happy after the first week.',
          `A free ${facts.introCall} to scope your project.`,
          `${facts.support}.`,
        ],
      },
    ],
  },

  team: {
    title: 'Our team',
    lead: 'A small staff runs the marketplace so that clients and experts can focus on the work.',
    sections: [
      {
        id: 'teams',
        title: 'Who does what',
        steps: [
          {
            title: 'Expert review',
            text: `Reads every application, checks skills and experience, and answers within ${facts.reviewPromise}. Only approved profiles are listed.`,
          },
          {
            title: 'Coordinators',
            text: 'Help clients scope jobs, shortlist experts and schedule interviews, and keep contracts moving.',
          },
          {
            title: 'Support',
            text: `Answers questions and mediates milestone disputes, with ${facts.support}.`,
          },
        ],
      },
      {
        id: 'experts',
        title: 'The experts',
        paragraphs: [
          `Our largest team is not on payroll: ${facts.experts} independent cloud experts in dozens of countries, with an average client rating of ${facts.averageRating}.`,
        ],
        links: [
          { label: 'Meet the experts', to: paths.findExperts },
          { label: 'Join as a cloud expert', to: infoPaths.howItWorksFreelancer },
        ],
      },
    ],
  },

  career: {
    title: 'Careers',
    lead: 'Two ways to work with us: as an independent cloud expert on the marketplace, or on the staff that runs it.',
    sections: [
      {
        id: 'experts',
        title: 'Work as a cloud expert',
        paragraphs: [
          `Set your own rate and hours, choose your clients, and get paid per milestone. Apply with your profile; we review it within ${facts.reviewPromise} and tell you the result by email.`,
        ],
        links: [
          { label: 'How it works for cloud experts', to: infoPaths.howItWorksFreelancer },
          { label: 'Sign up', to: paths.signUp },
        ],
      },
      {
        id: 'staff',
        title: 'Join the staff',
        paragraphs: [
          'We occasionally hire expert reviewers, coordinators and support staff, most of them former cloud engineers. Openings are announced on our social channels; you are welcome to write to us at any time.',
        ],
        links: [{ label: 'Contact us', to: helpPaths.helpCenter }],
      },
    ],
  },

  press: {
    title: 'Press',
    lead: 'Facts, figures and contacts for journalists writing about the cloud talent market.',
    highlights: marketplaceFigures,
    sections: [
      {
        id: 'boilerplate',
        title: `About ${productName}`,
        paragraphs: [
          `${productName} is an online marketplace where companies hire vetted freelance experts for Amazon Web Services, Microsoft Azure, Google Cloud, Oracle, Salesforce and AI & machine learning work. Only the ${facts.admitted} of applicants are admitted. Clients pay by milestone, and only if they are happy after the first week.`,
        ],
      },
      {
        id: 'contact',
        title: 'Media contact',
        paragraphs: [
          'Write to press@cloudexperts.example for interviews, data and images. We answer within one business day.',
        ],
      },
    ],
  },

  newStories: {
    title: 'New stories',
    lead: 'What has changed on the marketplace lately.',
    sections: [
      {
        id: 'milestones',
        title: 'Milestone payments for every contract',
        paragraphs: [
          'Clients now fund each milestone in advance, and experts request payment with their delivered work attached. Money moves only when the client approves, and Support mediates if the two sides disagree.',
        ],
      },
      {
        id: 'interviews',
        title: 'Interviews on Google Meet',
        paragraphs: [
          'Clients can schedule 30-minute or one-hour interviews from a proposal, with an agenda and files. The join button opens 15 minutes before the start, and clients can record structured feedback afterwards.',
        ],
      },
      {
        id: 'device-check',
        title: 'Safer sign-in',
        paragraphs: [
          'A new device now needs a code from your email before it can sign in, and a security question protects password changes. Changing your password can sign you out of every other device at once.',
        ],
      },
      {
        id: 'fees',
        title: 'Lower fees for long-term work',
        paragraphs: [
          `The expert's service fee drops from ${facts.newClientFee} to ${facts.establishedFee} once billing with a client passes ${facts.feeThreshold}, so experts keep ${facts.establishedShare} of what they earn from their regular clients.`,
        ],
      },
    ],
  },

  contactUs: {
    title: 'Contact us',
    lead: `Talk to a person at any hour: ${facts.support}.`,
    actions: [
      { label: 'Visit the Help Center', to: helpPaths.helpCenter },
      { label: 'Read the FAQ', to: infoPaths.faq },
    ],
    sections: [
      {
        id: 'channels',
        title: 'How to reach us',
        points: [
          `Email: ${facts.supportEmail}. We answer within a few hours, day or night.`,
          'Chat: start a chat with Support from your account, whatever the hour.',
          'Phone: leave your number with Support and we will call you back.',
        ],
      },
      {
        id: 'projects',
        title: 'Planning a project?',
        paragraphs: [
          `Book a free ${facts.introCall} with a coordinator. Tell us what you are building and we will come back with a shortlist of experts, usually within days.`,
        ],
        links: [
          { label: 'How it works', to: infoPaths.howItWorks },
          { label: 'Browse experts', to: paths.findExperts },
        ],
      },
    ],
  },

  howItWorks: {
    title: 'How it works',
    lead: 'Hire a vetted cloud expert in three steps, and pay only for work you approve.',
    actions: [
      { label: 'Find experts', to: paths.findExperts },
      { label: 'For cloud experts', to: infoPaths.howItWorksFreelancer },
    ],
    sections: [
      { id: 'steps', title: 'For clients', steps: clientSteps },
      {
        id: 'pricing',
        title: 'Plans that fit the work',
        points: [
          `Part-time: ${facts.partTime}.`,
          `Full-time: ${facts.fullTime}.`,
          `Flexible: ${facts.flexible}. Choose "Let's Chat" and we will shape a plan with you.`,
        ],
        paragraphs: [`Rates start at ${facts.ratesFrom}. If you are not happy after the first week, you do not pay.`],
      },
      {
        id: 'why',
        title: 'Why clients choose us',
        points: [
          `Only the ${facts.admitted} of applicants are admitted; the average rating is ${facts.averageRating}.`,
          'Find a cloud architect within days, not months.',
          `A free ${facts.introCall} to scope your project.`,
          `${facts.support}.`,
        ],
      },
    ],
  },

  howItWorksFreelancer: {
    title: 'How it works for cloud experts',
    lead: 'Do the cloud work you are best at, for clients who value it, and get paid per milestone.',
    actions: [
      { label: 'Sign up', to: paths.signUp },
      { label: 'Help for cloud experts', to: helpPaths.gettingHired },
    ],
    sections: [
      { id: 'steps', title: 'Three steps', steps: expertSteps },
      {
        id: 'fees',
        title: 'What it costs',
        paragraphs: [
          `Joining is free. We take a service fee from what you earn: ${facts.newClientFee} on a contract with a new client, dropping to ${facts.establishedFee} once your billing with that client passes ${facts.feeThreshold} (you then keep ${facts.establishedShare}).`,
          'Withdrawals: Payoneer $2, Skrill $1, PayPal $1, and free to a U.S. bank account.',
        ],
      },
      {
        id: 'review',
        title: 'The review',
        paragraphs: [
          `Your application has six steps: profile title, platform, hourly rate, availability, experience, then review and submit. We review it within ${facts.reviewPromise} and email you the result.`,
        ],
        links: [{ label: 'Building your expert profile', to: helpPaths.expertProfile }],
      },
    ],
  },

  faq: {
    title: 'Frequently asked questions',
    lead: 'Short answers to what clients and cloud experts ask most.',
    sections: [
      {
        id: 'clients',
        title: 'For clients',
        faqs: [
          {
            question: 'How are experts vetted?',
            answer: `Every expert applies with a full profile and may take a skills test. Our reviewers admit only the ${facts.admitted} of applicants.`,
          },
          {
            question: 'What does it cost to hire?',
            answer: `Rates start at ${facts.ratesFrom}. Part-time plans start at $40 per hour for 20 hours a week, full-time at $40 per hour for 40 hours a week, and flexible plans from 1 hour a day.`,
          },
          {
            question: 'What if the expert is not a good fit?',
            answer:
              'You pay only if you are happy after the first week. After that, each milestone is paid only when you approve it.',
          },
          {
            question: 'How quickly can I start?',
            answer: `Book a ${facts.introCall}; most clients have a shortlist within days.`,
          },
        ],
      },
      {
        id: 'experts',
        title: 'For cloud experts',
        faqs: [
          {
            question: 'How long does the review take?',
            answer: `We review applications within ${facts.reviewPromise} and email you the result.`,
          },
          {
            question: 'What is the service fee?',
            answer: `${facts.newClientFee} of what you earn with a new client, ${facts.establishedFee} once your billing with that client passes ${facts.feeThreshold}.`,
          },
          {
            question: 'How do I get paid?',
            answer:
              'Request payment for a milestone with your work attached. Once the client approves, withdraw through Payoneer, Skrill, PayPal or a U.S. bank.',
          },
        ],
      },
      {
        id: 'more',
        title: 'Still have a question?',
        links: [
          { label: 'Help Center', to: helpPaths.helpCenter },
          { label: 'Terms of Service', to: legalPaths.termsOfService[1] },
          { label: 'Privacy Policy', to: legalPaths.privacyPolicy[0] },
        ],
      },
    ],
  },

  howCanWeHelp: {
    title: 'How can we help you?',
    lead: 'Tell us where you are, and we will point you to the right expert or the right answer.',
    sections: [
      {
        id: 'platforms',
        title: 'I need help with a platform',
        links: [
          { label: 'AWS advisory', to: advisoryPaths.aws },
          { label: 'Microsoft Azure advisory', to: advisoryPaths.azure },
          { label: 'Google Cloud advisory', to: advisoryPaths.googleCloud },
          { label: 'Oracle Cloud advisory', to: advisoryPaths.oracle },
          { label: 'Salesforce advisory', to: advisoryPaths.salesforce },
          { label: 'Startup partnership', to: advisoryPaths.startupPartnership },
        ],
      },
      {
        id: 'hiring',
        title: 'I want to hire',
        paragraphs: [
          `Search the experts yourself, or book a ${facts.introCall} and let a coordinator shortlist them for you.`,
        ],
        links: [
          { label: 'Find experts', to: paths.findExperts },
          { label: 'Posting a job', to: helpPaths.postJob },
        ],
      },
      {
        id: 'working',
        title: 'I want to work',
        links: [
          { label: 'How it works for cloud experts', to: infoPaths.howItWorksFreelancer },
          { label: 'Getting hired', to: helpPaths.gettingHired },
        ],
      },
    ],
  },
};
