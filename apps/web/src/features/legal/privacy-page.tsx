import page from "virtual:content/page/privacy";
import { DocumentView } from "./document-view";

/** /privacy: the privacy policy, rendered at build time. */
export function PrivacyPage() {
  return <DocumentView document={page} />;
}
