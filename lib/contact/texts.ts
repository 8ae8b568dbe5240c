// Contact and sales form limits and texts, kept free of zod so the forms can show them without loading it.

// The spec sets no length bounds; these keep one message within what a support inbox can read.
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000, company: 150 } as const;

export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";
export const SALES_THANK_YOU_MESSAGE =
  "Thank you! Your message has been received. Our sales team will contact you shortly.";

// Where investors and visitors reach support (the contact page and the dashboard's Support panel).
export const SUPPORT_EMAIL = "support@apex.finance";
export const SUPPORT_PHONE = { display: "+1 (716) 555-0142", href: "tel:+17165550142" };
