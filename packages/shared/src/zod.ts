import { z } from "zod";

/*
 * Every schema module imports zod through here. Zod 4 probes `new Function` to compile fast
 * parsers; the site's Content-Security-Policy forbids eval, so the browser would log a
 * violation on the first parse. The interpreted parsers are fast enough for our payloads.
 */
z.config({ jitless: true });

export { z };
