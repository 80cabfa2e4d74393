import { type ErrorCode, errorCatalogue } from "@commentlens/shared";

/**
 * An error a client should see as is: status, stable code and the catalogue's message.
 * `upstream` is what a third party answered, for the logs only: it is never sent to clients.
 */
export class AppError extends Error {
  override name = "AppError";
  upstream?: string;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = errorCatalogue[code],
    readonly details?: string,
  ) {
    super(message);
  }
}
