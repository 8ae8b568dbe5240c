// The API reference viewer with its failure text in the reader's language: written here on the server, because
// the page that shows it sits outside the areas that hand their catalogues to the browser.
import { useTranslations } from "next-intl";
import { ApiReferenceViewer } from "./api-reference-viewer";

export function ApiReference({ url }: { url: string }) {
  const t = useTranslations("common.ui");
  return (
    <ApiReferenceViewer
      url={url}
      failedText={t.rich("apiDocsFailed", { url, link: (c) => <a href={url}>{c}</a> })}
    />
  );
}
