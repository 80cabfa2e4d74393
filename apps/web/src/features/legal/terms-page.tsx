import page from "virtual:content/page/terms";
import { DocumentView } from "./document-view";

/** /terms: the terms of service, rendered at build time. */
export function TermsPage() {
  return <DocumentView document={page} />;
}
