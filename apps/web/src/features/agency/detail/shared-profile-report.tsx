import {
  type AgencyBranding,
  PROFILE_MESSAGES,
  type ProfileAnalysisDetail,
} from "@commentlens/shared";
import { ExternalLink, Eye } from "lucide-react";
import { useMemo } from "react";
import { Notice } from "../../../components/notice";
import { badgeVariants } from "../../../components/ui/badge-variants";
import { Button } from "../../../components/ui/button";
import { PostsContext } from "./parts";
import { PostsSection } from "./posts-section";
import { InsightsTabs } from "./profile-analysis-page";

/**
 * A profile report opened by its share link: the insights and the posts, read-only, under the
 * agency's own name and logo when it set them; nothing to export, delete or run again.
 */
export function SharedProfileReport({
  profile,
  branding,
}: {
  profile: ProfileAnalysisDetail;
  branding: AgencyBranding | null;
}) {
  const posts = useMemo(() => new Map(profile.posts.map((p) => [p.shortcode, p])), [profile.posts]);
  const insights = profile.profile_insights;
  const agency = branding?.agency_name ?? null;
  return (
    <PostsContext.Provider value={posts}>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-4">
          {agency || branding?.logo_data_url ? (
            <div className="flex items-center gap-3">
              {branding?.logo_data_url ? (
                <img
                  src={branding.logo_data_url}
                  alt={agency ? `${agency} logo` : "Agency logo"}
                  className="h-10 w-auto max-w-40 object-contain"
                />
              ) : null}
              {agency ? (
                <p className="text-sm text-muted-foreground">
                  Prepared by <span className="font-medium text-foreground">{agency}</span>
                </p>
              ) : null}
            </div>
          ) : null}
          <span className={badgeVariants({ variant: "brand", className: "w-fit" })}>
            <Eye aria-hidden="true" />
            Shared report · read-only
          </span>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] text-foreground sm:text-3xl">
                @{profile.instagram_username}
              </h1>
              {profile.full_name ? (
                <p className="mt-1 text-muted-foreground">{profile.full_name}</p>
              ) : null}
            </div>
            <Button asChild variant="outline" size="sm">
              <a href={profile.profile_url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                View Profile
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          </div>
        </header>
        {insights ? (
          <InsightsTabs analysis={profile} insights={insights} />
        ) : (
          <Notice tone="error" title={PROFILE_MESSAGES.analysisFailed} />
        )}
        {profile.posts.length > 0 ? <PostsSection posts={profile.posts} /> : null}
      </div>
    </PostsContext.Provider>
  );
}
