// A chain transaction as both dashboards show it: the hash shortened, opening the network's explorer in a new
// tab. The link's accessible name starts with the visible text (so a voice command naming what is seen finds it)
// and carries the whole hash, which the visible text leaves out.
import { ExternalLink } from "lucide-react";
import { shortenAddress } from "@/lib/format";

type Props = {
  hash: string;
  url: string | null;
  /** The link's accessible name from the shortened hash shown: it should name the full hash and the new tab. */
  label: (short: string) => string;
};

export function TransactionLink({ hash, url, label }: Props) {
  const short = shortenAddress(hash);
  if (!url)
    return (
      <span className="font-mono text-xs" title={hash}>
        {short}
      </span>
    );
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label(short)}
      title={hash}
      className="inline-flex items-center gap-1 rounded-sm font-mono text-xs whitespace-nowrap text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {short}
      <ExternalLink aria-hidden className="size-3 shrink-0" />
    </a>
  );
}
