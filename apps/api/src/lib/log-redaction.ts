import { redactSecrets } from "@commentlens/shared";
import type { Config } from "../config.js";

/** The secrets of the configuration: keys, tokens, and the passwords in connection URLs. */
export function secretsOf(config: Config): string[] {
  const found = [config.authSecret];
  const { instagram, analyzer, billing, database, mail } = config;
  if (instagram.provider === "rapidapi") found.push(instagram.key);
  if (instagram.provider === "apify" || instagram.provider === "graph") found.push(instagram.token);
  if (analyzer.kind === "llm") found.push(analyzer.apiKey);
  if (billing.provider === "stripe") found.push(billing.secretKey, billing.webhookSecret);
  for (const url of [database.kind === "postgres" ? database.url : undefined, mail.smtpUrl]) {
    if (!url) continue;
    try {
      const password = decodeURIComponent(new URL(url).password);
      found.push(password, url);
    } catch {
      // Not a URL the config would have accepted.
    }
  }
  return [...new Set(found.filter((s): s is string => !!s && s.length > 0))];
}

/** pino options that hide `secrets` in every line the logger writes (see `redactSecrets`). */
export function redactingLogOptions(secrets: readonly string[]) {
  return {
    hooks: {
      streamWrite: (line: string) => (secrets.length ? redactSecrets(line, secrets) : line),
    },
  };
}
