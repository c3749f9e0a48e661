/** The product's own name is not given by the spec; this is the one place to change it. */
export const brandName = 'Real Estate Training Academy';
