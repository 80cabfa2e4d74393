import { PROFILE_MESSAGES, type ProfileAnalysisSummary } from "@commentlens/shared";
import { Building2, Eye, LoaderCircle, Plus, TriangleAlert, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Notice } from "../../components/notice";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useAuth } from "../../lib/session/session";
import { BrandingSettings } from "./branding-settings";
import { DeleteProfileDialog, type DeleteTarget } from "./delete-dialog";
import { ExportDialog, type ExportTarget } from "./export-dialog";
import { AGENCY_TEXT, SUCCESS_MESSAGE_MS } from "./messages";
import { NewAnalysisDialog } from "./new-analysis-dialog";
import { ProfileCard } from "./profile-card";
import { ProgressModal, type ProgressTarget } from "./progress-modal";
import { useAgencyData } from "./use-agency-data";

function CardSkeletons() {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        Loading profile analyses...
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-72 rounded-card" />
        ))}
      </div>
    </div>
  );
}

/** Page-shaped while the session is looked up, so nothing jumps when the cards arrive. */
export function AgencySkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <CardSkeletons />
    </div>
  );
}

/** A yellow banner for users without the Agency plan, with a link to upgrade. */
function UpgradeBanner() {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-control border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex items-start gap-2.5">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Agency subscription required:</strong>{" "}
          {PROFILE_MESSAGES.subscriptionRequired.replace("Agency subscription required: ", "")}
        </span>
      </p>
      <Button asChild size="sm" className="self-start sm:self-auto">
        <Link to="/pricing">{AGENCY_TEXT.upgrade}</Link>
      </Button>
    </div>
  );
}

function EmptyState({ allowed, onStart }: { allowed: boolean; onStart(): void }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-border px-6 py-12 text-center">
      <Building2 aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="mt-3 text-lg font-semibold text-foreground">{AGENCY_TEXT.emptyTitle}</h2>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">
        Analyse a profile's latest posts to see what its audience says, what drives engagement and
        what to post next.
      </p>
      <Button className="mt-5" disabled={!allowed} onClick={onStart}>
        <Plus aria-hidden="true" />
        {AGENCY_TEXT.startFirst}
      </Button>
    </div>
  );
}

/** /agency, the Agency Dashboard: the team's profile analyses as cards (behind sign-in). */
export function AgencyPage() {
  const { access, list } = useAgencyData();
  const { user } = useAuth();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [newOpen, setNewOpen] = useState(false);
  const [progressTarget, setProgressTarget] = useState<ProgressTarget | null>(null);
  const [exportTarget, setExportTarget] = useState<ExportTarget | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [success, setSuccess] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const allowed = access.data?.allowed === true;
  const member = access.data?.role === "member";
  // A viewer reads the team's reports; the server refuses them anything more.
  const viewer = access.data?.role === "viewer";
  const canStart = allowed && !viewer;
  const analyses = list.data;
  const firstLoad = analyses === undefined && !list.error && !access.error;
  const failed = analyses === undefined && (list.error || access.error);
  const reloadAll = () => {
    void access.reload();
    void list.reload();
  };
  const target = (a: ProfileAnalysisSummary) => ({ id: a.id, username: a.instagram_username });

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight text-foreground focus:outline-none sm:text-3xl"
          >
            {AGENCY_TEXT.title}
          </h1>
          <p className="mt-1 text-muted-foreground">{AGENCY_TEXT.subtitle}</p>
        </div>
        {viewer ? null : (
          <Button
            disabled={!allowed}
            onClick={() => setNewOpen(true)}
            className="self-start sm:self-auto"
          >
            <Plus aria-hidden="true" />
            {AGENCY_TEXT.newAnalysis}
          </Button>
        )}
      </header>

      {access.data && !allowed ? <UpgradeBanner /> : null}
      {viewer && access.data?.team_owner_email ? (
        <p className="flex items-start gap-2.5 rounded-control bg-primary-subtle px-4 py-3 text-sm text-primary-text">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{AGENCY_TEXT.viewerNote(access.data.team_owner_email)}</span>
        </p>
      ) : null}
      {member && access.data?.team_owner_email ? (
        <p className="flex items-start gap-2.5 rounded-control bg-primary-subtle px-4 py-3 text-sm text-primary-text">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            You share{" "}
            <strong className="font-semibold [overflow-wrap:anywhere]">
              {access.data.team_owner_email}
            </strong>
            's team analyses: every analysis the team starts shows here, for everyone on it.
          </span>
        </p>
      ) : null}

      {success ? <Notice tone="success" title={success.text} /> : null}

      {firstLoad ? <CardSkeletons /> : null}
      {failed ? (
        <Notice
          tone="error"
          title={PROFILE_MESSAGES.loadFailed}
          actions={
            <Button size="sm" variant="outline" onClick={reloadAll}>
              Try again
            </Button>
          }
        />
      ) : null}

      {analyses ? (
        analyses.length === 0 ? (
          <EmptyState allowed={canStart} onStart={() => setNewOpen(true)} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {analyses.map((analysis) => (
              <li key={analysis.id}>
                <ProfileCard
                  analysis={analysis}
                  showCreator={Boolean(access.data?.role) && analysis.created_by !== user?.email}
                  onViewProgress={(a) => setProgressTarget(target(a))}
                  onExport={viewer ? undefined : (a) => setExportTarget(target(a))}
                  // A member deletes only what they started; the owner anything of the team's.
                  onDelete={
                    viewer || (member && analysis.created_by !== user?.email)
                      ? undefined
                      : (a) => setDeleteTarget({ ...target(a), totalPosts: a.total_posts })
                  }
                />
              </li>
            ))}
          </ul>
        )
      ) : null}

      {allowed ? <BrandingSettings /> : null}

      <NewAnalysisDialog
        open={newOpen}
        onOpenChange={setNewOpen}
        onSettled={() => void list.reload()}
        onStarted={(started) => {
          setNewOpen(false);
          setSuccess({ text: PROFILE_MESSAGES.started, at: Date.now() });
          setProgressTarget(started);
        }}
      />
      <ProgressModal
        target={progressTarget}
        onClose={() => setProgressTarget(null)}
        onComplete={(id) => {
          setProgressTarget(null);
          void list.reload();
          navigate(`/agency/${encodeURIComponent(id)}`);
        }}
      />
      <ExportDialog target={exportTarget} onClose={() => setExportTarget(null)} />
      <DeleteProfileDialog
        target={deleteTarget}
        onCancel={() => setDeleteTarget(null)}
        onDeleted={(deleted) => {
          setDeleteTarget(null);
          if (list.data) list.set(list.data.filter((a) => a.id !== deleted.id));
          setSuccess({ text: PROFILE_MESSAGES.deleted, at: Date.now() });
          void list.reload();
        }}
        focusAfterDelete={() => heading.current?.focus()}
      />
    </div>
  );
}
