// Public navigation: Home, Service, About, Pricing, Company, Contact, Talk, Login, Get Started.
// Section links are absolute ("/#pricing") so they also work from /contact and /talk-to-sales.
export type NavItem = { label: string; href: string };

export const NAV_LINKS: NavItem[] = [
  { label: "Home", href: "/#home" },
  { label: "Service", href: "/#service" },
  { label: "About", href: "/#about" },
  { label: "Pricing", href: "/#pricing" },
  { label: "Company", href: "/#our-team" },
  { label: "Contact", href: "/contact" },
  { label: "Talk", href: "/talk-to-sales" },
];

export const LOGIN_LINK: NavItem = { label: "Login", href: "/login" };
export const GET_STARTED_LINK: NavItem = { label: "Get Started", href: "/signup" };
