import { useTranslations } from "next-intl";
import { TEAM } from "./content";
import { SectionHeading } from "./section-heading";

export function Team() {
  const t = useTranslations("marketing.team");
  return (
    <section id="our-team" aria-labelledby="team-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="team-title" eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li
              key={member.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
            >
              {/* A plain <img>: next/image does not optimise SVGs, and its client code (7 kB) was most of
                  this page's script above the floor (bench/README.md, "`/` on mobile (point 4)"). Size
                  given, lazy, so no shift. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={member.image}
                alt={t("portrait", { name: member.name })}
                width={112}
                height={112}
                loading="lazy"
                decoding="async"
                className="mx-auto size-28 rounded-full"
              />
              <h3 className="mt-5 text-lg font-semibold text-slate-950">{member.name}</h3>
              <p className="text-sm font-medium text-indigo-700">{t(`${member.key}.role`)}</p>
              <p className="mt-3 text-sm leading-6 text-slate-600">{t(`${member.key}.bio`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
