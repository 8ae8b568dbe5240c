import type { ReactNode } from "react";

type ActivityProps = { mode: "visible" | "hidden"; children: ReactNode };

/**
 * React 19.2's `<Activity>`. Next.js 15.5 runs the app on its own build of React 19.2 (a canary), whose renderers
 * support it but whose `react` does not export it yet; the element type is the well-known symbol the stable
 * `Activity` export is. Once Next.js ships React 19.2 stable, this is `import { Activity } from "react"`.
 */
const Activity = Symbol.for("react.activity") as unknown as (props: ActivityProps) => ReactNode;

/**
 * Server-rendered content that the browser hydrates after the rest of the page, in small slices. React hydrates
 * a visible Activity boundary's content at its lowest priority, one boundary at a time and yielding to the
 * browser every few milliseconds, where the page's own tree is hydrated in one long task; a click on content not
 * yet hydrated makes React hydrate it at once and replays the click. On a phone's CPU that turns the dashboards'
 * one long hydration task into short ones (bench/README.md, "Dashboards on phones").
 *
 * Not a Suspense boundary, which React would hydrate the same way: the server streams a Suspense boundary of more
 * than a few kB as a placeholder with its content at the end of the response, revealed by a script that runs
 * late on a phone (the content's first paint then waits), where an Activity boundary stays in place in the HTML.
 *
 * Only for content whose first render in the browser is the server's whatever happened in between: it must not
 * read anything that can change after the server rendered it and before it hydrates, such as a query some
 * already-hydrated part of the page also reads and may refetch (React error 418).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
