import { z } from "zod";

/** Stable error codes of the API, with the message users see for each. */
export const errorCatalogue = {
  NOT_FOUND: "Not found",
  VALIDATION_FAILED: "The request is not valid.",
  INVALID_JSON: "The request body is not valid JSON.",
  PAYLOAD_TOO_LARGE: "The request body is too large.",
  UNSUPPORTED_MEDIA_TYPE: "This content type is not supported.",
  RATE_LIMITED: "Too many requests. Please wait a moment and try again.",
  SERVICE_UNAVAILABLE: "The service is temporarily unavailable. Please try again shortly.",
  INTERNAL: "Something went wrong on our side. Please try again.",
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** Every error response of the API has this shape. */
export const errorEnvelopeSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.string().optional(),
  requestId: z.string().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
