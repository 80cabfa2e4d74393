/** Ports of the e2e servers, shared by the Playwright config and the specs. */
export const PORT = Number(process.env.E2E_PORT ?? 4319);
/** A second app, on the real RapidAPI provider path against a local server speaking its fixtures. */
export const RAPIDAPI_APP_PORT = PORT + 1;
export const RAPIDAPI_FIXTURES_PORT = PORT + 2;
export const RAPIDAPI_APP_URL = `http://127.0.0.1:${RAPIDAPI_APP_PORT}`;
