import {
  NO_ALERTS,
  type PostSchedule,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_FREQUENCY_LABELS,
  SCHEDULE_MESSAGES,
  type ScheduleAlerts,
  type ScheduleFrequency,
  type TrendPoint,
} from "@commentlens/shared";
import { BellRing, CalendarClock, Pause, Play, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { formatDate } from "../../lib/dates";
import { actionError, usePendingAction } from "../../lib/use-pending-action";
import { Notice } from "../notice";
import { Button } from "../ui/button";
import { Choice } from "../ui/choice";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../ui/dialog";
import { Input } from "../ui/input";
import { RunsTrend, type ScheduleSubject } from "./runs-trend";
import type { SchedulesClient } from "./schedules-client";

/**
 * The re-runs of a post (or an Agency profile): its schedule (daily or weekly, with alerts by
 * mail), and its runs in the account as a trend. `analysisId` is the report it is read from;
 * without `canChange` (a team viewer) the schedule is shown and not offered to change.
 */
export function SchedulePanel({
  analysisId,
  client,
  subject = "post",
  canChange = true,
}: {
  analysisId: string;
  client: SchedulesClient;
  subject?: ScheduleSubject;
  canChange?: boolean;
}) {
  const [schedule, setSchedule] = useState<PostSchedule | null | undefined>(undefined);
  const [points, setPoints] = useState<TrendPoint[]>([]);
  const [editing, setEditing] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { busy, error, run } = usePendingAction<"pause" | "remove">();
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      client.get(analysisId, controller.signal),
      client.trend(analysisId, controller.signal),
    ]).then(
      ([found, trend]) => {
        setSchedule(found);
        setPoints(trend);
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setLoadError(actionError(e));
      },
    );
    return () => controller.abort();
  }, [client, analysisId]);

  const setPaused = (paused: boolean) =>
    run("pause", async () => {
      if (!schedule) return;
      setSchedule(
        await client.set(analysisId, {
          frequency: schedule.frequency,
          alerts: schedule.alerts,
          paused,
        }),
      );
    });
  const remove = () =>
    run("remove", async () => {
      await client.remove(analysisId);
      setSchedule(null);
    });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2
            id={headingId}
            className="flex items-center gap-2 text-base font-semibold text-foreground"
          >
            <CalendarClock aria-hidden="true" className="size-4 text-primary-text" />
            Re-runs of this {subject}
          </h2>
          {loadError ? null : (
            <ScheduleLine schedule={schedule} subject={subject} canChange={canChange} />
          )}
        </div>
        {schedule === undefined || loadError || !canChange ? null : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <BellRing aria-hidden="true" />
              {schedule ? "Change schedule" : "Schedule re-runs"}
            </Button>
            {schedule ? (
              <>
                <Button
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() => void setPaused(!schedule.paused)}
                >
                  {schedule.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                  {schedule.paused ? "Resume" : "Pause"}
                </Button>
                <Button variant="outline" disabled={busy !== null} onClick={() => void remove()}>
                  <Trash2 aria-hidden="true" />
                  Stop re-runs
                </Button>
              </>
            ) : null}
          </div>
        )}
      </div>
      {schedule?.stopped ? (
        <Notice tone="error" title="This schedule stopped">
          {schedule.stopped.message}
        </Notice>
      ) : null}
      {loadError ? (
        <Notice tone="error" title="The schedule could not be loaded">
          {loadError}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error" title="The schedule could not be changed">
          {error}
        </Notice>
      ) : null}
      {loadError ? null : <RunsTrend points={points} subject={subject} />}
      {editing ? (
        <ScheduleDialog
          subject={subject}
          initial={schedule ?? null}
          onClose={() => setEditing(false)}
          onSave={async (input) => {
            setSchedule(await client.set(analysisId, input));
            setEditing(false);
          }}
        />
      ) : null}
    </section>
  );
}

/** Who the alerts mail: the account's owner; a profile's, the team's owner (whoever reads). */
const RECIPIENT: Record<ScheduleSubject, { line: string; legend: string }> = {
  post: { line: "Mails you on", legend: "Mail me when a run finds, since the run before" },
  profile: {
    line: "Mails the team's owner on",
    legend: "Mail the team's owner when a run finds, since the run before",
  },
};

function alertsLine(alerts: ScheduleAlerts, subject: ScheduleSubject): string {
  const chosen = [
    alerts.negative_share_points !== null
      ? `negative share up more than ${alerts.negative_share_points} points`
      : null,
    alerts.new_complaints === 0 ? "any new complaint" : null,
    alerts.new_complaints ? `more than ${alerts.new_complaints} new complaints` : null,
    alerts.new_abusive ? "new abusive comments" : null,
    alerts.new_unanswered ? "new unanswered questions" : null,
  ].filter((line): line is string => line !== null);
  return chosen.length > 0 ? `${RECIPIENT[subject].line} ${chosen.join(", ")}.` : "No alerts.";
}

function ScheduleLine({
  schedule,
  subject,
  canChange,
}: {
  schedule: PostSchedule | null | undefined;
  subject: ScheduleSubject;
  canChange: boolean;
}) {
  if (schedule === undefined) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (schedule === null) {
    return (
      <p className="text-sm text-muted-foreground">
        {canChange
          ? `Not scheduled. Re-run it daily or weekly to follow how ${subject === "post" ? "the comments change" : "its posts' comments change"}, and get a mail when they turn.`
          : `Not scheduled. Your team's owner or members can re-run this ${subject} daily or weekly.`}
      </p>
    );
  }
  const every = SCHEDULE_FREQUENCY_LABELS[schedule.frequency].toLowerCase();
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">
        Re-runs {every}
        {schedule.paused ? " (paused)" : ""}
      </span>
      {schedule.next_run_at ? `. Next run ${formatDate(schedule.next_run_at)}` : ""}
      {schedule.last_run_at ? `. Last run ${formatDate(schedule.last_run_at)}` : ""}.{" "}
      {alertsLine(schedule.alerts, subject)}
    </p>
  );
}

/** An alert with a figure to cross: its box, and the figure's field (usable once ticked). */
function ThresholdChoice({
  label,
  fieldLabel,
  unit,
  on,
  onToggle,
  value,
  onChange,
}: {
  label: string;
  fieldLabel: string;
  unit?: string;
  on: boolean;
  onToggle(): void;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Choice checked={on} onChange={onToggle}>
        {label}
      </Choice>
      <Input
        aria-label={fieldLabel}
        className="w-20"
        inputMode="numeric"
        disabled={!on}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {unit ? <span className="text-sm">{unit}</span> : null}
    </div>
  );
}

/** Whole numbers in a range, or null when the field is left empty. */
function wholeOrNull(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

function ScheduleDialog({
  subject,
  initial,
  onClose,
  onSave,
}: {
  subject: ScheduleSubject;
  initial: PostSchedule | null;
  onClose(): void;
  onSave(input: {
    frequency: ScheduleFrequency;
    alerts: ScheduleAlerts;
    paused: boolean;
  }): Promise<void>;
}) {
  const alerts = initial?.alerts ?? NO_ALERTS;
  const [frequency, setFrequency] = useState<ScheduleFrequency>(initial?.frequency ?? "weekly");
  const [negativeOn, setNegativeOn] = useState(alerts.negative_share_points !== null);
  const [negative, setNegative] = useState(String(alerts.negative_share_points ?? 10));
  const [complaintsOn, setComplaintsOn] = useState(alerts.new_complaints !== null);
  const [complaints, setComplaints] = useState(String(alerts.new_complaints ?? 5));
  const [abusive, setAbusive] = useState(alerts.new_abusive);
  const [unanswered, setUnanswered] = useState(alerts.new_unanswered);
  const { busy, error, run } = usePendingAction<"save">();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run("save", () =>
      onSave({
        frequency,
        alerts: {
          negative_share_points: negativeOn ? wholeOrNull(negative) : null,
          new_complaints: complaintsOn ? wholeOrNull(complaints) : null,
          new_abusive: abusive,
          new_unanswered: unanswered,
        },
        paused: initial?.paused ?? false,
      }),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>Re-run this {subject}</DialogTitle>
            <DialogDescription>
              {subject === "post" ? SCHEDULE_MESSAGES.usage : SCHEDULE_MESSAGES.profileUsage}
            </DialogDescription>
          </DialogHeader>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-foreground">How often</legend>
            {SCHEDULE_FREQUENCIES.map((value) => (
              <Choice
                key={value}
                type="radio"
                name="frequency"
                checked={frequency === value}
                onChange={() => setFrequency(value)}
              >
                {SCHEDULE_FREQUENCY_LABELS[value]}
              </Choice>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-foreground">
              {RECIPIENT[subject].legend}
            </legend>
            <ThresholdChoice
              label="Negative share rises by more than"
              fieldLabel="Points the negative share must rise by"
              unit="points"
              on={negativeOn}
              onToggle={() => setNegativeOn((on) => !on)}
              value={negative}
              onChange={setNegative}
            />
            <ThresholdChoice
              label="New complaints: more than"
              fieldLabel="New complaints beyond which to mail"
              on={complaintsOn}
              onToggle={() => setComplaintsOn((on) => !on)}
              value={complaints}
              onChange={setComplaints}
            />
            <Choice checked={abusive} onChange={() => setAbusive((on) => !on)}>
              Any new abusive comment
            </Choice>
            <Choice checked={unanswered} onChange={() => setUnanswered((on) => !on)}>
              Any new unanswered question
            </Choice>
          </fieldset>
          {error ? (
            <Notice tone="error" title="The schedule was not saved">
              {error}
            </Notice>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy !== null}>
              Save schedule
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
