import {
  TEAM_INVITATION_TTL_DAYS,
  TEAM_MEMBER_ROLES,
  TEAM_ROLE_LABELS,
  type TeamInvitation,
  type TeamMember,
  type TeamMemberRole,
  type TeamResponse,
  type TeamView,
  teamEmailSchema,
} from "@commentlens/shared";
import { Crown, Send, UserPlus, Users, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Banner } from "../../components/banner";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { fieldClasses, Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError, serverMessageOr } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { useTeamClient } from "./client-context";
import { ConfirmDialog } from "./confirm-dialog";
import { formatDate, formatShortDate } from "./format";
import { TEAM_TEXTS } from "./messages";
import { TeamNote } from "./team-note";
import type { TeamState } from "./use-team";

type Message = { tone: "success" | "error"; text: string };

/**
 * The account page's Team tab: an Agency owner's seats, invitations and members; a member's
 * team with a Leave button. `onManageSeats` leads to where seats are bought (Subscription).
 */
export function TeamSettings({
  team,
  onManageSeats,
}: {
  team: TeamState;
  onManageSeats?: () => void;
}) {
  // Kept here: after leaving, the member view is gone but its outcome must stay on screen.
  const [left, setLeft] = useState<string | null>(null);
  const data = team.data;
  if (!data) {
    if (team.error) {
      return (
        <Card>
          <CardContent className="flex flex-col gap-3">
            <Banner tone="error">Could not load your team. Please try again.</Banner>
            <Button variant="outline" className="self-start" onClick={() => void team.reload()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      );
    }
    return <TeamSkeleton />;
  }
  if (data.role === "owner") {
    return (
      <OwnerTeam
        view={data}
        onChange={team.set}
        reload={team.reload}
        onManageSeats={onManageSeats}
      />
    );
  }
  if (data.role === "member" || data.role === "viewer") {
    return (
      <MemberTeam
        view={data}
        onLeft={(next) => {
          setLeft(data.owner_email);
          team.set(next);
        }}
      />
    );
  }
  return <NoTeam left={left} />;
}

// ---- the owner ------------------------------------------------------------------------

function OwnerTeam({
  view,
  onChange,
  reload,
  onManageSeats,
}: {
  view: TeamView;
  onChange(next: TeamResponse): void;
  reload(): Promise<void>;
  onManageSeats?: () => void;
}) {
  const client = useTeamClient();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const full = view.used_seats >= view.seats;
  const seatless = view.members.filter((m) => !m.has_seat).length;

  /** Runs one action at a time; answers an error text for a dialog, or null when done. */
  async function run(
    key: string,
    action: () => Promise<TeamResponse>,
    success: string,
    failure: string,
    /** A dialog shows its own error; the page shows the others. */
    inDialog = false,
  ): Promise<string | null> {
    if (busy) return null;
    setBusy(key);
    setMessage(null);
    try {
      onChange(await action());
      setMessage({ tone: "success", text: success });
      return null;
    } catch (caught) {
      const text = serverMessageOr(caught, failure);
      if (!inDialog) setMessage({ tone: "error", text });
      // Gone already (another tab, another device): show the team as it is now.
      if (caught instanceof ApiError && caught.status === 404) void reload();
      return text;
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-snug">Your team</h2>
          <CardDescription>
            Members share your Agency plan: unlimited post analyses. Viewers read the team's reports
            without starting, exporting or sharing anything. You hold one seat; each member, viewer
            and pending invitation takes one.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <SeatMeter used={view.used_seats} seats={view.seats} onManageSeats={onManageSeats} />
          <OwnerNotes view={view} seatless={seatless} />
          {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
          {view.active ? (
            <InviteForm
              full={full}
              disabled={busy !== null}
              onInvited={(next, email) => {
                onChange(next);
                setMessage({ tone: "success", text: TEAM_TEXTS.invited(email) });
              }}
              onStart={() => setMessage(null)}
            />
          ) : null}
        </CardContent>
      </Card>

      <section aria-labelledby="team-members-title" className="flex flex-col gap-3">
        <h2 id="team-members-title" className="text-lg font-semibold text-foreground">
          Members
        </h2>
        <ul className="divide-y divide-border rounded-card border border-border bg-surface">
          <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:px-5">
            <span className="min-w-0 break-all font-medium text-foreground">
              {view.owner_email}
            </span>
            <Badge variant="brand">
              <Crown aria-hidden="true" />
              Owner (you)
            </Badge>
          </li>
          {view.members.map((m) => (
            <MemberRow
              key={m.user_id}
              member={m}
              disabled={busy !== null}
              onRole={(role) =>
                void run(
                  `role:${m.user_id}`,
                  () => client.setRole(m.user_id, role),
                  TEAM_TEXTS.roleChanged(m.email, TEAM_ROLE_LABELS[role].toLowerCase()),
                  TEAM_TEXTS.roleFailed,
                )
              }
              onRemove={() =>
                run(
                  `remove:${m.user_id}`,
                  () => client.removeMember(m.user_id),
                  TEAM_TEXTS.removed(m.email),
                  TEAM_TEXTS.removeFailed,
                  true,
                )
              }
            />
          ))}
        </ul>
        {view.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No members yet. Invite someone above: they join once they accept the emailed link.
          </p>
        ) : null}
      </section>

      {view.invitations.length > 0 ? (
        <section aria-labelledby="team-invitations-title" className="flex flex-col gap-3">
          <h2 id="team-invitations-title" className="text-lg font-semibold text-foreground">
            Pending invitations
          </h2>
          <ul className="divide-y divide-border rounded-card border border-border bg-surface">
            {view.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                canResend={view.active}
                busy={busy}
                onResend={() =>
                  void run(
                    `resend:${invitation.id}`,
                    () => client.resend(invitation.id),
                    TEAM_TEXTS.resent(invitation.email),
                    TEAM_TEXTS.resendFailed,
                  )
                }
                onRevoke={() =>
                  void run(
                    `revoke:${invitation.id}`,
                    () => client.revoke(invitation.id),
                    TEAM_TEXTS.revoked(invitation.email),
                    TEAM_TEXTS.revokeFailed,
                  )
                }
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function SeatMeter({
  used,
  seats,
  onManageSeats,
}: {
  used: number;
  seats: number;
  onManageSeats?: () => void;
}) {
  const id = useId();
  const text = `${used} of ${seats} ${seats === 1 ? "seat" : "seats"} used`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
          <span id={`${id}-label`} className="font-medium text-foreground">
            Seats
          </span>
          <span className="tabular-nums text-muted-foreground">{text}</span>
        </div>
        {onManageSeats ? (
          <Button variant="link" size="sm" onClick={onManageSeats}>
            Change seats
          </Button>
        ) : null}
      </div>
      <Progress
        value={Math.min(used, seats)}
        max={Math.max(seats, 1)}
        aria-labelledby={`${id}-label`}
        aria-valuetext={text}
        className={used > seats ? "[&>div]:bg-destructive" : undefined}
      />
    </div>
  );
}

function OwnerNotes({ view, seatless }: { view: TeamView; seatless: number }) {
  if (!view.active) {
    return (
      <TeamNote tone="warning">
        Your Agency plan has ended, so your team is paused: members are back on their own plans.
        Subscribe to Agency again to bring everyone back, or tidy up the team below.{" "}
        <Link to="/pricing" className="underline underline-offset-4">
          See plans
        </Link>
      </TeamNote>
    );
  }
  return (
    <>
      {view.ends_at ? (
        <TeamNote tone="info">
          Your Agency plan ends on {formatDate(view.ends_at)}. Your members keep the team's plan
          until then, then go back to their own.
        </TeamNote>
      ) : null}
      {view.seats_change ? (
        <TeamNote tone="info">
          From {formatDate(view.seats_change.effective_at)} your plan has {view.seats_change.seats}{" "}
          seats. If the team is larger then, the newest members go without the plan until a seat
          frees up: remove members or keep more seats to choose.
        </TeamNote>
      ) : null}
      {seatless > 0 ? (
        <TeamNote tone="warning">
          {seatless === 1 ? "1 member has" : `${seatless} members have`} no seat: your plan has
          fewer seats than members, so the newest are on their own plan until you add seats or
          remove someone.
        </TeamNote>
      ) : null}
    </>
  );
}

function InviteForm({
  full,
  disabled,
  onInvited,
  onStart,
}: {
  full: boolean;
  disabled: boolean;
  onInvited(next: TeamView, email: string): void;
  onStart(): void;
}) {
  const client = useTeamClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TeamMemberRole>("member");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = teamEmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address.");
      return;
    }
    setError(null);
    onStart();
    setSending(true);
    try {
      const next = await client.invite(parsed.data, role);
      setEmail("");
      onInvited(next, parsed.data);
    } catch (caught) {
      setError(serverMessageOr(caught, TEAM_TEXTS.inviteFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Invite a team member"
      className="flex flex-col gap-3 border-t border-border pt-6"
    >
      <FormField
        label="Invite by email"
        hint={
          full
            ? "All seats are taken. Add a seat, or remove a member or invitation, to invite someone."
            : `We email them a link to join; it works for ${TEAM_INVITATION_TTL_DAYS} days.`
        }
        error={error ?? undefined}
      >
        <Input
          type="email"
          name="email"
          autoComplete="off"
          placeholder="name@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField
        label="Role"
        hint={
          role === "viewer"
            ? "Reads the team's reports and comments; can't start analyses, export or share."
            : "Starts analyses, exports and shares reports, and marks comments handled."
        }
      >
        <RoleSelect value={role} onChange={setRole} />
      </FormField>
      <Button type="submit" loading={sending} disabled={disabled || full} className="self-start">
        <UserPlus aria-hidden="true" />
        Send invitation
      </Button>
    </form>
  );
}

/** Member or viewer, as a plain select (keyboard and screen readers know it). */
function RoleSelect({
  value,
  onChange,
  id,
  disabled,
  className,
}: {
  value: TeamMemberRole;
  onChange(role: TeamMemberRole): void;
  id?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TeamMemberRole)}
      className={cn(fieldClasses, "h-10 px-3 sm:w-56", className)}
    >
      {TEAM_MEMBER_ROLES.map((r) => (
        <option key={r} value={r}>
          {TEAM_ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}

function MemberRow({
  member,
  disabled,
  onRole,
  onRemove,
}: {
  member: TeamMember;
  disabled: boolean;
  onRole(role: TeamMemberRole): void;
  onRemove(): Promise<string | null>;
}) {
  const roleId = useId();
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="flex min-w-0 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="min-w-0 break-all font-medium text-foreground">{member.email}</span>
          {member.has_seat ? null : <Badge variant="other">No seat</Badge>}
        </div>
        <span className="text-sm text-muted-foreground">
          Joined {formatShortDate(member.joined_at)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 self-start sm:self-auto">
        <Label htmlFor={roleId} className="sr-only">
          Role of {member.email}
        </Label>
        <RoleSelect
          id={roleId}
          value={member.role}
          disabled={disabled}
          onChange={onRole}
          className="h-9 sm:w-48"
        />
        <ConfirmDialog
          trigger={
            <>
              <X aria-hidden="true" />
              Remove
            </>
          }
          triggerLabel={`Remove ${member.email}`}
          title={`Remove ${member.email}?`}
          description={
            <>
              They lose your team's Agency plan at once and go back to their own plan. Their own
              analyses stay theirs. To bring them back, invite them again.
            </>
          }
          confirmLabel="Remove member"
          disabled={disabled}
          onConfirm={onRemove}
        />
      </div>
    </li>
  );
}

function InvitationRow({
  invitation,
  canResend,
  busy,
  onResend,
  onRevoke,
}: {
  invitation: TeamInvitation;
  canResend: boolean;
  busy: string | null;
  onResend(): void;
  onRevoke(): void;
}) {
  const expired = Date.parse(invitation.expires_at) <= Date.now();
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="flex min-w-0 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="min-w-0 break-all font-medium text-foreground">{invitation.email}</span>
          {invitation.role === "viewer" ? <Badge variant="other">Viewer</Badge> : null}
          {expired ? <Badge variant="other">Expired</Badge> : null}
        </div>
        <span className="text-sm text-muted-foreground">
          Sent {formatShortDate(invitation.last_sent_at)} · {expired ? "Expired" : "Expires"}{" "}
          {formatShortDate(invitation.expires_at)}
        </span>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {canResend ? (
          <Button
            variant="outline"
            size="sm"
            loading={busy === `resend:${invitation.id}`}
            disabled={busy !== null}
            onClick={onResend}
            aria-label={`Resend the invitation to ${invitation.email}`}
          >
            <Send aria-hidden="true" />
            Resend
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          loading={busy === `revoke:${invitation.id}`}
          disabled={busy !== null}
          onClick={onRevoke}
          aria-label={`Revoke the invitation to ${invitation.email}`}
          className="text-destructive-text"
        >
          <X aria-hidden="true" />
          Revoke
        </Button>
      </div>
    </li>
  );
}

// ---- a member -------------------------------------------------------------------------

function MemberTeam({ view, onLeft }: { view: TeamView; onLeft(next: TeamResponse): void }) {
  const client = useTeamClient();
  const me = view.members[0];
  const sharing = view.active && (me?.has_seat ?? false);

  async function leave(): Promise<string | null> {
    try {
      onLeft(await client.leave());
      return null;
    } catch (caught) {
      return serverMessageOr(caught, TEAM_TEXTS.leaveFailed);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-snug">
          <Users aria-hidden="true" className="size-5 text-primary-text" />
          Your team
        </h2>
        <CardDescription>
          You are {view.role === "viewer" ? "a viewer" : "a member"} of{" "}
          <span className="break-all font-medium text-foreground">{view.owner_email}</span>
          's Agency team{me ? ` since ${formatDate(me.joined_at)}` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {sharing && view.role === "viewer" ? (
          <p className="text-sm text-foreground">
            You have view-only access: you can read every report of the team, its comments and their
            statuses. Ask {view.owner_email} for member access to start analyses, export or share
            reports.
          </p>
        ) : sharing ? (
          <p className="text-sm text-foreground">
            You share the team's Agency plan: unlimited post analyses, counted on the team's plan
            rather than your own.
          </p>
        ) : null}
        {!view.active ? (
          <TeamNote tone="warning">
            The team's Agency plan has ended, so you are on your own plan for now. You get the
            team's plan back if {view.owner_email} subscribes again.
          </TeamNote>
        ) : me && !me.has_seat ? (
          <TeamNote tone="warning">
            The team has more members than seats, so you are on your own plan until a seat frees up.
            Ask {view.owner_email} to add a seat.
          </TeamNote>
        ) : null}
        {view.active && view.ends_at ? (
          <TeamNote tone="info">
            The team's Agency plan ends on {formatDate(view.ends_at)}; after that you are back on
            your own plan.
          </TeamNote>
        ) : null}
        <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Leaving takes you back to your own plan at once.
          </p>
          <div className="self-start sm:self-auto">
            <ConfirmDialog
              trigger="Leave team"
              title={`Leave ${view.owner_email}'s team?`}
              description={
                <>
                  You lose the team's Agency plan at once and go back to your own plan. Your own
                  analyses stay yours. To rejoin, {view.owner_email} has to invite you again.
                </>
              }
              confirmLabel="Leave team"
              onConfirm={leave}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

// ---- no team --------------------------------------------------------------------------

function NoTeam({ left }: { left: string | null }) {
  return (
    <div className="flex flex-col gap-6">
      {left ? <Banner tone="success">{TEAM_TEXTS.left(left)}</Banner> : null}
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-snug">Team</h2>
          <CardDescription>You are not in a team.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm text-foreground">
            Agency subscribers invite their team here, one seat per member; members share the plan's
            unlimited analyses. Invited by someone? Open the link in their email.
          </p>
          <Link
            to="/pricing"
            className={buttonVariants({ variant: "outline", className: "self-start" })}
          >
            See the Agency plan
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

/** The tab's outline while the team loads. */
function TeamSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading your team...
      </p>
      <Skeleton className="h-64 w-full rounded-card" />
      <Skeleton className="h-32 w-full rounded-card" />
    </div>
  );
}
