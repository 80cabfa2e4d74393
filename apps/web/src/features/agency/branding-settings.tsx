import {
  type AgencyBrandingResponse,
  WHITE_LABEL_LOGO_MAX_BYTES,
  WHITE_LABEL_NAME_MAX,
} from "@commentlens/shared";
import { ImageUp, Palette } from "lucide-react";
import {
  type ChangeEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Banner } from "../../components/banner";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { serverMessageOr } from "../../lib/api-client";
import { useResource } from "../../lib/use-resource";
import { useAgencyClient } from "./client-context";
import { AGENCY_TEXT, SUCCESS_MESSAGE_MS } from "./messages";

const LOGO_TYPES = new Set(["image/png", "image/jpeg"]);
const LOGO_KB = Math.round(WHITE_LABEL_LOGO_MAX_BYTES / 1024);

export const LOGO_MESSAGES = {
  type: "The logo must be a PNG or JPEG image.",
  size: `The logo must be ${LOGO_KB} KB or smaller.`,
  read: "The logo could not be read. Try another file.",
} as const;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function LogoPreview({ src, name }: { src: string | null; name: string }) {
  return (
    <div className="flex h-16 w-40 shrink-0 items-center justify-center overflow-hidden rounded-control border border-border bg-surface-muted p-2">
      {src ? (
        <img
          src={src}
          alt={`${name || "Agency"} logo`}
          className="max-h-full max-w-full object-contain"
        />
      ) : (
        <span className="text-xs text-muted-foreground">No logo</span>
      )}
    </div>
  );
}

function BrandingForm({
  initial,
  onSaved,
}: {
  initial: AgencyBrandingResponse;
  onSaved(value: AgencyBrandingResponse): void;
}) {
  const client = useAgencyClient();
  const [name, setName] = useState(initial.agency_name ?? "");
  const [logo, setLogo] = useState<string | null>(initial.logo_data_url);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setSaved(false);
    if (!LOGO_TYPES.has(file.type)) {
      setLogoError(LOGO_MESSAGES.type);
      return;
    }
    if (file.size > WHITE_LABEL_LOGO_MAX_BYTES) {
      setLogoError(LOGO_MESSAGES.size);
      return;
    }
    try {
      setLogo(await readAsDataUrl(file));
      setLogoError(null);
    } catch {
      setLogoError(LOGO_MESSAGES.read);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const trimmed = name.trim();
      const value = await client.saveBranding({
        agency_name: trimmed ? trimmed : null,
        logo_data_url: logo,
      });
      onSaved({ ...value, can_edit: true });
      setSaved(true);
    } catch (caught) {
      setError(serverMessageOr(caught, AGENCY_TEXT.brandingFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormField label="Agency name" hint={`Up to ${WHITE_LABEL_NAME_MAX} characters.`}>
        <Input
          value={name}
          maxLength={WHITE_LABEL_NAME_MAX}
          autoComplete="organization"
          onChange={(event) => {
            setName(event.target.value);
            setSaved(false);
          }}
          className="max-w-md"
        />
      </FormField>

      <div className="flex flex-col gap-1.5">
        <span id={`${fileId}-label`} className="text-sm font-medium text-foreground">
          Logo
        </span>
        <p id={`${fileId}-hint`} className="text-sm text-muted-foreground">
          PNG or JPEG, at most {LOGO_KB} KB. A wide logo on a transparent background prints best.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <LogoPreview src={logo} name={name} />
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            tabIndex={-1}
            aria-labelledby={`${fileId}-label`}
            aria-describedby={[`${fileId}-hint`, logoError ? `${fileId}-error` : ""]
              .filter(Boolean)
              .join(" ")}
            aria-invalid={logoError ? true : undefined}
            onChange={(event) => void onFile(event)}
          />
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
            <ImageUp aria-hidden="true" />
            {logo ? "Replace logo" : "Upload logo"}
          </Button>
          {logo ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive-text"
              onClick={() => {
                setLogo(null);
                setSaved(false);
              }}
            >
              Remove logo
            </Button>
          ) : null}
        </div>
        {logoError ? (
          <p id={`${fileId}-error`} className="text-sm font-medium text-destructive-text">
            {logoError}
          </p>
        ) : null}
      </div>

      {error ? <Banner tone="error">{error}</Banner> : null}
      {saved ? <Banner tone="success">{AGENCY_TEXT.brandingSaved}</Banner> : null}
      <div>
        <Button type="submit" loading={busy}>
          Save branding
        </Button>
      </div>
    </form>
  );
}

function BrandingReadOnly({ branding }: { branding: AgencyBrandingResponse }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Agency name</dt>
          <dd className="font-medium text-foreground [overflow-wrap:anywhere]">
            {branding.agency_name ?? "Not set"}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Logo</dt>
          <dd>
            <LogoPreview src={branding.logo_data_url} name={branding.agency_name ?? ""} />
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">Only the team owner can change the branding.</p>
    </div>
  );
}

/** White-label settings: the agency name and logo printed on exported PDF reports. */
export function BrandingSettings() {
  const client = useAgencyClient();
  const branding = useResource(
    useCallback((signal: AbortSignal) => client.branding(signal), [client]),
  );
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Palette aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-foreground">
            Report branding
          </h2>
          <p className="text-sm text-muted-foreground">
            Your agency's name and logo appear on the PDF reports you export, ready to hand to
            clients.
          </p>
        </div>
      </div>
      {branding.data ? (
        branding.data.can_edit ? (
          <BrandingForm initial={branding.data} onSaved={branding.set} />
        ) : (
          <BrandingReadOnly branding={branding.data} />
        )
      ) : branding.error ? (
        <div className="flex flex-col items-start gap-3">
          <Banner tone="error">{AGENCY_TEXT.brandingLoadFailed}</Banner>
          <Button size="sm" variant="outline" onClick={() => void branding.reload()}>
            Try again
          </Button>
        </div>
      ) : (
        <Skeleton className="h-24 w-full max-w-md" />
      )}
    </section>
  );
}
