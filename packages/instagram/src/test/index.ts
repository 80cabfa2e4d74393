/**
 * Local stand-ins for the Instagram data services, for tests, e2e journeys and benchmarks
 * of other packages: real HTTP servers on a free port, never a mocked `fetch`.
 */
export {
  PROFILE_POSTS,
  type RapidApiFixtureOptions,
  rapidApiFixtureHandler,
  startRapidApiFixtureServer,
} from "./rapidapi-fixture-server.js";
