// A local stand-in for the RapidAPI Instagram API, serving the recorded fixtures, for the e2e
// run of the app with INSTAGRAM_PROVIDER=rapidapi.
import { startRapidApiFixtureServer } from "@commentlens/instagram/testing";

const port = Number(process.argv[2] ?? 4321);
const server = await startRapidApiFixtureServer({ port, slowMs: 0 });
process.stdout.write(`RapidAPI fixtures at ${server.url}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
