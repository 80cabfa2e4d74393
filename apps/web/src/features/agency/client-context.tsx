import { createContext, useContext } from "react";
import { type AgencyClient, createAgencyClient } from "./api";

/** The client every agency screen talks to; tests provide a fake one instead of stubbing fetch. */
const AgencyClientContext = createContext<AgencyClient>(createAgencyClient());

export const AgencyClientProvider = AgencyClientContext.Provider;

export function useAgencyClient(): AgencyClient {
  return useContext(AgencyClientContext);
}
