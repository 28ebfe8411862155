import { publicSiteLabels } from '@cloudexperts/domain';
import type { AccountView } from '../auth/accountModalLink.ts';
import { advisoryPaths, helpPaths, infoPaths, legalPaths, paths } from './paths.ts';

/** A link of the header, the footer or a page. */
export interface NavItem {
  label: string;
  to: string;
}

const { header, services } = publicSiteLabels;

/** The Services dropdown: the five advisory pages, in the spec's order. */
export const serviceLinks: readonly NavItem[] = [
  { label: services.aws, to: advisoryPaths.aws },
  { label: services.salesforce, to: advisoryPaths.salesforce },
  { label: services.googleCloud, to: advisoryPaths.googleCloud },
  { label: services.azure, to: advisoryPaths.azure },
  { label: services.oracle, to: advisoryPaths.oracle },
];

/** The header's links before the Services dropdown... */
export const primaryLinks: readonly NavItem[] = [
  { label: header.home, to: paths.home },
  { label: header.findExperts, to: paths.findExperts },
  { label: header.findWork, to: paths.findWork },
];

/** ...and after it. */
export const secondaryLinks: readonly NavItem[] = [
  { label: header.howItWorks, to: infoPaths.howItWorks },
  { label: header.helpCenter, to: helpPaths.helpCenter },
];

/** The header's Login and Sign up: each opens the login and sign-up modal on its view over the page. */
export const accountLinks = {
  login: { label: header.login, view: 'login' },
  signUp: { label: header.signUp, view: 'signup' },
} as const satisfies Record<string, { label: string; view: AccountView }>;

/** A column of the footer. */
export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: publicSiteLabels.footer.company,
    links: [
      { label: 'About us', to: infoPaths.aboutUs },
      { label: 'Our team', to: infoPaths.team },
      { label: 'Careers', to: infoPaths.career },
      { label: 'Press', to: infoPaths.press },
      { label: 'New stories', to: infoPaths.newStories },
      { label: publicSiteLabels.footer.contactUs, to: helpPaths.helpCenter },
      { label: 'Terms of Service', to: legalPaths.termsOfService[1] },
      { label: 'Privacy Policy', to: legalPaths.privacyPolicy[0] },
    ],
  },
  {
    title: publicSiteLabels.footer.opportunities,
    links: [
      { label: header.findExperts, to: paths.findExperts },
      { label: header.findWork, to: paths.findWork },
      { label: 'How it works for clients', to: infoPaths.howItWorks },
      { label: 'How it works for cloud experts', to: infoPaths.howItWorksFreelancer },
      { label: 'How can we help you?', to: infoPaths.howCanWeHelp },
      { label: 'FAQ', to: infoPaths.faq },
    ],
  },
  {
    title: publicSiteLabels.footer.services,
    links: [
      ...serviceLinks.map((link) => ({ ...link, label: `${link.label} advisory` })),
      { label: 'Startup partnership', to: advisoryPaths.startupPartnership },
    ],
  },
];

/** The social profiles in the footer (external; the spec names no accounts, these are placeholders to confirm). */
export const socialLinks = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/cloudexperts' },
  { network: 'x', label: 'X', href: 'https://x.com/cloudexperts' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@cloudexperts' },
] as const;
export type SocialNetwork = (typeof socialLinks)[number]['network'];
