import { createContext, useContext } from "react";
import { createTeamClient, type TeamClient } from "./api";

/** The client every team screen talks to; tests provide a fake one instead of stubbing fetch. */
const TeamClientContext = createContext<TeamClient>(createTeamClient());

export const TeamClientProvider = TeamClientContext.Provider;

export function useTeamClient(): TeamClient {
  return useContext(TeamClientContext);
}
