// Hero, features, how it works, numbers, pricing, personal wealth, team; footer from the layout.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Features } from "@/components/landing/features";
import { Hero } from "@/components/landing/hero";
import { HowItWorks } from "@/components/landing/how-it-works";
import { Numbers } from "@/components/landing/numbers";
import { PersonalWealth } from "@/components/landing/personal-wealth";
import { Pricing } from "@/components/landing/pricing";
import { Team } from "@/components/landing/team";

// Rendered per request in the visitor's language (cookie or Accept-Language); it makes no network calls.
// Server components, but for small islands (FIND YOUR PLAN, the step cycle, the counters, the demo's stage) that
// receive their words as props, written here: the page sends the browser no catalogue of its own
// (CLIENT_TEXTS.landing is empty) and its browser code formats nothing at hydration.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.meta");
  return { title: { absolute: t("landingTitle") }, description: t("landingDescription") };
}

export default function LandingPage() {
  return (
    <>
      <Hero />
      {/* Laid out when scrolled near, not at load (globals.css). */}
      <div className="below-the-fold">
        <Features />
      </div>
      <div className="below-the-fold">
        <HowItWorks />
      </div>
      <div className="below-the-fold">
        <Numbers />
      </div>
      <div className="below-the-fold">
        <Pricing />
      </div>
      <div className="below-the-fold">
        <PersonalWealth />
      </div>
      <div className="below-the-fold">
        <Team />
      </div>
    </>
  );
}
