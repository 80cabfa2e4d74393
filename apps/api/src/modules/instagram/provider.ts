import {
  ApifyProvider,
  DemoProvider,
  GraphProvider,
  type InstagramProvider,
  RapidApiProvider,
} from "@commentlens/instagram";
import type { Config } from "../../config.js";

/** The one place a concrete provider is chosen; services only see `InstagramProvider`. */
export function createInstagramProvider(config: Config["instagram"]): InstagramProvider {
  const http = { timeoutMs: config.timeoutMs };
  switch (config.provider) {
    case "rapidapi":
      return new RapidApiProvider({
        key: config.key,
        host: config.host,
        baseUrl: config.baseUrl,
        http,
      });
    case "apify":
      return new ApifyProvider({
        token: config.token,
        actors: config.actors,
        baseUrl: config.baseUrl,
      });
    case "graph":
      return new GraphProvider({
        token: config.token,
        businessAccountId: config.businessAccountId,
        baseUrl: config.baseUrl,
        http,
      });
    default:
      return new DemoProvider();
  }
}
