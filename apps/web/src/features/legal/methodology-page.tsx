import page from "virtual:content/page/methodology";
import { DocumentView } from "./document-view";

/** /methodology: docs/methodology.md, how every figure in a report is computed, rendered at build time. */
export function MethodologyPage() {
  return <DocumentView document={page} />;
}
