/**
 * The legal pages (marketplace-content.md §2: /EULA, /Terms-Of-Service, /Privacy-Policy, also
 * seen lower-case). The final texts have not been supplied, so each page says plainly that it is
 * a placeholder and what the final document will cover.
 */
export interface LegalDocument {
  title: string;
  summary: string;
  sections: { heading: string; body: string }[];
}

const PLACEHOLDER =
  'This page is a placeholder. The final text has not been published yet; until it is, nothing on this page is a binding term.';

export const LEGAL_DOCUMENTS = {
  terms: {
    title: 'Terms of Service',
    summary: PLACEHOLDER,
    sections: [
      { heading: 'What these terms will cover', body: 'Your account, purchases of items, packages, subscriptions, plans and coin packs, the RDC currency, and how the store and the game may be used.' },
      { heading: 'Purchases and RDC', body: 'Prices are shown in USD and in RDC. The terms will say how payments, refunds and subscriptions work.' },
      { heading: 'Questions', body: 'Until the final terms are published, write to the support team from your account settings with any question.' },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    summary: PLACEHOLDER,
    sections: [
      { heading: 'What this policy will cover', body: 'Which personal data the store keeps (such as your account name, email, birthday, saved addresses and payment card references), why, and for how long.' },
      { heading: 'Payment cards', body: 'Card numbers go to the payment provider; the store keeps only a reference, the brand, the last four digits and the expiry.' },
      { heading: 'Your choices', body: 'The policy will describe how to see, correct or delete your data.' },
    ],
  },
  eula: {
    title: 'End User License Agreement',
    summary: PLACEHOLDER,
    sections: [
      { heading: 'What this agreement will cover', body: 'The licence to install and play the game, and what may and may not be done with it.' },
      { heading: 'Creators', body: 'It will also cover content made with the Unreal Engine template of the creators program.' },
    ],
  },
} satisfies Record<string, LegalDocument>;

/** Each route of a legal page and its document. */
export const LEGAL_ROUTES = {
  'terms-of-service': 'terms',
  'Terms-Of-Service': 'terms',
  'privacy-policy': 'privacy',
  'Privacy-Policy': 'privacy',
  EULA: 'eula',
} as const satisfies Record<string, keyof typeof LEGAL_DOCUMENTS>;
