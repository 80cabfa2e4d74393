import type {
  FaqEntry,
  HelpArticleMeta,
  HelpSearchDocument,
} from "../../../vite-plugins/content/types";

export const articles: HelpArticleMeta[] = [
  {
    slug: "getting-started",
    title: "Getting Started",
    description: "Analyse your first post in a minute.",
    order: 1,
  },
  {
    slug: "billing-plans",
    title: "Billing & Plans",
    description: "How monthly billing, upgrades and refunds work.",
    order: 6,
  },
];

export const faq: FaqEntry[] = [
  {
    id: "faq-1",
    question: "Do I need to connect my Instagram account?",
    answerHtml: "No. CommentLens reads public posts only.",
    answerText: "No. CommentLens reads public posts only.",
  },
  {
    id: "faq-2",
    question: "Can I get a refund?",
    answerHtml: 'Yes, within 30 days. See <a href="/help/billing-plans">Billing &amp; Plans</a>.',
    answerText: "Yes, within 30 days. See Billing & Plans.",
  },
];

export const documents: HelpSearchDocument[] = [
  {
    id: "getting-started#intro",
    kind: "article",
    slug: "getting-started",
    title: "Getting Started",
    text: "Analyse your first post in a minute. Paste the link of a public post or reel.",
  },
  {
    id: "getting-started#which-links-work",
    kind: "article",
    slug: "getting-started",
    title: "Getting Started",
    heading: "Which links work",
    anchor: "which-links-work",
    text: "Links to posts and reels work. Stories and private accounts do not.",
  },
  {
    id: "billing-plans#refunds",
    kind: "article",
    slug: "billing-plans",
    title: "Billing & Plans",
    heading: "Refunds",
    anchor: "refunds",
    text: "First-time subscribers can ask for a refund within 30 days. Refunds arrive in 5-10 business days.",
  },
  {
    id: "billing-plans#cancelling",
    kind: "article",
    slug: "billing-plans",
    title: "Billing & Plans",
    heading: "Cancelling your subscription",
    anchor: "cancelling",
    text: "Cancel from Account Settings. You keep your plan until the end of the period.",
  },
  ...faq.map((entry) => ({
    id: entry.id,
    kind: "faq" as const,
    title: entry.question,
    anchor: entry.id,
    text: entry.answerText,
  })),
];
