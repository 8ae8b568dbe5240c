import { FEATURES } from "./content";
import { SectionHeading } from "./section-heading";

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Why Apex"
          title="Everything your portfolio needs, nothing it doesn't"
          intro="Institutional-grade tools, packaged for people who would rather live their lives than watch charts."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon, stat, statLabel }) => (
            <li
              key={title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-950">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{description}</p>
              <p className="mt-5 border-t border-slate-100 pt-4">
                <span className="text-2xl font-bold text-slate-950">{stat}</span>{" "}
                <span className="text-sm text-slate-600">{statLabel}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
