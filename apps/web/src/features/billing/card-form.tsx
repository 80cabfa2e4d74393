import { LOCAL_TEST_CARDS, type LocalPaymentRequest } from "@commentlens/shared";
import { Lock } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-client";
import {
  type CardErrors,
  fieldErrorsFrom,
  formatCardNumber,
  formatExpiry,
  validateCard,
} from "./card-validation";
import { BILLING_TEXTS } from "./messages";
import { Notice } from "./notice";

const EMPTY: LocalPaymentRequest = { card_number: "", expiry: "", cvc: "", name: "" };

/**
 * The local provider's card form. `onPay` sends the card; a refusal (declined, bad input) is
 * shown as the server worded it, with field messages under their fields.
 */
export function CardForm({
  payLabel,
  onPay,
}: {
  payLabel: string;
  onPay(card: LocalPaymentRequest): Promise<void>;
}) {
  const [card, setCard] = useState(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<{ text: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const paying = useRef(false);

  function update(field: keyof LocalPaymentRequest, value: string) {
    setCard((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying.current) return;
    setFailure(null);
    const problems = validateCard(card);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    paying.current = true;
    setBusy(true);
    try {
      await onPay({ ...card, name: card.name.trim() });
      // Success leaves the page; stay busy so nothing can be sent twice on the way.
    } catch (caught) {
      paying.current = false;
      setBusy(false);
      if (!(caught instanceof ApiError)) {
        setFailure({ text: BILLING_TEXTS.paymentFailed });
        return;
      }
      const fields = fieldErrorsFrom(caught);
      setErrors(fields);
      // A field's message stands under its field; anything else (declined) above the button.
      if (Object.keys(fields).length === 0) {
        setFailure({
          text: caught.serverMessage ?? BILLING_TEXTS.paymentFailed,
          detail: typeof caught.details === "string" ? caught.details : undefined,
        });
      }
    }
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={onSubmit} aria-label="Card payment" noValidate>
      <FormField label="Card number" error={errors.card_number}>
        <Input
          name="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.card_number}
          onChange={(event) => update("card_number", formatCardNumber(event.target.value))}
          className="tabular-nums"
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(event) => update("expiry", formatExpiry(event.target.value))}
            className="tabular-nums"
          />
        </FormField>
        <FormField label="CVC" error={errors.cvc}>
          <Input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvc}
            onChange={(event) => update("cvc", event.target.value.replace(/\D/g, ""))}
            className="tabular-nums"
          />
        </FormField>
      </div>
      <FormField label="Name on card" error={errors.name}>
        <Input
          name="cc-name"
          autoComplete="cc-name"
          value={card.name}
          onChange={(event) => update("name", event.target.value)}
        />
      </FormField>

      <div className="rounded-control border border-dashed border-border bg-surface-muted px-3.5 py-3 text-sm text-muted-foreground">
        <p className="font-medium text-foreground">Test cards</p>
        <ul className="mt-1 flex flex-col gap-0.5">
          <li>
            <span className="font-mono text-foreground">{LOCAL_TEST_CARDS.success}</span>: payment
            succeeds
          </li>
          <li>
            <span className="font-mono text-foreground">{LOCAL_TEST_CARDS.declined}</span>: card is
            declined
          </li>
        </ul>
        <p className="mt-1">Use any future expiry date, any CVC and any name.</p>
      </div>

      {failure ? (
        <Notice tone="error">
          {failure.text}
          {failure.detail ? <span className="mt-1 block font-normal">{failure.detail}</span> : null}
        </Notice>
      ) : null}

      <Button type="submit" size="lg" loading={busy}>
        <Lock aria-hidden="true" />
        {payLabel}
      </Button>
    </form>
  );
}
