/** The site's informational pages (spec 2.2: privacy policy, terms of use, about us, FAQs, publications). */
export const infoPaths = {
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  faqs: '/faqs',
  articles: '/articles',
} as const;
