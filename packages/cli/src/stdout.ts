/**
 * Output read by a pipe that closes early (`… | head`) ends the tool quietly with success,
 * as the shell's own tools do: the reader had what it wanted, so a stack trace about a
 * broken pipe would only be noise.
 */
export function endQuietlyWhenOutputCloses(): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
}
