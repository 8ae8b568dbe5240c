// Public navigation: Home, Service, About, Pricing, Company, Contact, Talk, Login, Get Started.
// Section links are absolute ("/#pricing") so they also work from /contact and /talk-to-sales.
// Each label is the key of its text in the `marketing.nav` catalogue.
export type NavKey =
  "home" | "service" | "about" | "pricing" | "company" | "contact" | "talk" | "login" | "getStarted";
export type NavItem = { key: NavKey; href: string };

export const NAV_LINKS: NavItem[] = [
  { key: "home", href: "/#home" },
  { key: "service", href: "/#service" },
  { key: "about", href: "/#about" },
  { key: "pricing", href: "/#pricing" },
  { key: "company", href: "/#our-team" },
  { key: "contact", href: "/contact" },
  { key: "talk", href: "/talk-to-sales" },
];

export const LOGIN_LINK: NavItem = { key: "login", href: "/login" };
export const GET_STARTED_LINK: NavItem = { key: "getStarted", href: "/signup" };
