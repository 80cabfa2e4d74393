import { type Config, ConfigError, loadConfig } from "../config.js";

/** Stops the process with one line for a person to read (no stack trace). */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The configuration, or exit with the one line that names the bad setting. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}
