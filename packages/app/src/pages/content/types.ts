/**
 * The shape of the written pages (information, help and advisory): data, rendered by a few
 * templates. Text is plain; a section holds any of paragraphs, points, steps, questions and links.
 */

/** A link to another page of the site (`to` is a path, optionally with a query). */
export interface ContentLink {
  label: string;
  to: string;
}

/** A numbered step of a process. */
export interface ContentStep {
  title: string;
  text: string;
}

/** A question and its answer (shown in an accordion). */
export interface ContentFaq {
  question: string;
  answer: string;
}

/** A figure with its caption ('4.8', 'average rating'). */
export interface ContentHighlight {
  value: string;
  label: string;
}

export interface ContentSection {
  /** The anchor of the section (`#id`), unique on its page. */
  id: string;
  title: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
  steps?: readonly ContentStep[];
  faqs?: readonly ContentFaq[];
  links?: readonly ContentLink[];
}

export interface ContentPage {
  /** The page's heading (h1) and document title. */
  title: string;
  /** The sentence under the heading. */
  lead: string;
  highlights?: readonly ContentHighlight[];
  sections: readonly ContentSection[];
  /** The calls to action under the lead; the first is the primary one. */
  actions?: readonly ContentLink[];
}

/** A help page names who it is for; the Help Center links to every other help page. */
export interface HelpContentPage extends ContentPage {
  audience: 'Clients' | 'Cloud experts' | 'Everyone';
}
