// What several pages share: the shapes of a section heading and a call to action.

/** A section's heading: a short label above it, the heading and an optional intro. */
export type SectionCopy = { eyebrow: string; title: string; intro?: string };

/** The closing band of a page, leading to /contact. */
export type CallToActionCopy = { title: string; text: string; action: string };

/** The label of the button that leads to the contact page in most calls to action. */
export const requestDesignLabel = 'Gratis Design Aanvragen';
