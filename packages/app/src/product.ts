/** The product's name as the site shows it (the spec leaves it open). */
export const productName = 'CloudExperts';
