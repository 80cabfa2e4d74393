import { type BillingProviderName, PLANS } from "@commentlens/shared";
import { formatAmount } from "./format";

interface Entry {
  question: string;
  answer: string;
}

/** How cards are handled, as the provider that takes payments on this site handles them. */
const CARD_ANSWERS: Record<BillingProviderName, Entry[]> = {
  stripe: [
    {
      question: "Is my payment secure?",
      answer:
        "Card payments are handled by Stripe, a certified card payment provider, over an encrypted connection. Your card number never reaches CommentLens and we do not store it.",
    },
    {
      question: "Which payment methods do you accept?",
      answer:
        "Credit and debit cards from the major networks, such as Visa, Mastercard and American Express, through Stripe's checkout.",
    },
  ],
  local: [
    {
      question: "Is my payment secure?",
      answer:
        "This site takes no payments: its checkout is a test mode that charges no card. Use the test card 4242 4242 4242 4242; a card number you type is checked and then forgotten, never stored.",
    },
    {
      question: "Which payment methods do you accept?",
      answer:
        "None on this site: paid plans are given through the test checkout, and no money is taken.",
    },
  ],
};

/**
 * The FAQ topics (cancelling, payment security, accepted methods, billing date), answered with
 * what the product really does (no invented figures), cards as this site's provider takes them.
 */
const FAQ: Entry[] = [
  {
    question: "Can I cancel anytime?",
    answer:
      "Yes. Cancel from Account Settings → Subscription at any time, with no fee. You keep your plan until the end of the period you have paid for, then your account moves to Free.",
  },
  {
    question: "When am I billed?",
    answer:
      "Monthly, on the date you signed up for the plan. Your analyses reset on the same date each month; unused analyses do not roll over.",
  },
  {
    question: "What counts as an analysis?",
    answer:
      "Each post you analyse counts once. Failed analyses do not count; analysing the same post again counts again.",
  },
  {
    question: "How does Agency pricing work?",
    answer: `Agency is billed per seat: ${formatAmount(PLANS.agency_monthly.priceCents)} per seat each month, one seat per team member. You can change the number of seats later from your billing page.`,
  },
];

/** Until the provider is known, the card questions wait rather than guess. */
export function PricingFaq({ provider }: { provider?: BillingProviderName }) {
  const [cancel, ...rest] = FAQ;
  const entries = [cancel as Entry, ...(provider ? CARD_ANSWERS[provider] : []), ...rest];
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-20 max-w-reading">
      <h2
        id="faq-title"
        className="text-center text-2xl font-semibold tracking-tight text-foreground"
      >
        Frequently asked questions
      </h2>
      <dl className="mt-8 flex flex-col divide-y divide-border border-y border-border">
        {entries.map((item) => (
          <div key={item.question} className="py-5">
            <dt className="font-semibold text-foreground">{item.question}</dt>
            <dd className="mt-2 text-muted-foreground">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
