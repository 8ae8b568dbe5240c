// Placeholder until the landing page (issue 5) lands.
import Link from "next/link";

export default function Home() {
  return (
    <main className="mx-auto max-w-2xl p-10">
      <h1 className="text-3xl font-bold">Apex</h1>
      <p className="mt-2 text-muted-foreground">AI-powered crypto investing.</p>
      <Link className="mt-6 inline-block text-primary underline" href="/signup">
        TRY FOR FREE
      </Link>
    </main>
  );
}
