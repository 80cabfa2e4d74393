import { type ErrorCode, errorCatalogue } from "@commentlens/shared";

/** An error a client should see as is: status, stable code and the catalogue's message. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = errorCatalogue[code],
    readonly details?: string,
  ) {
    super(message);
  }
}
