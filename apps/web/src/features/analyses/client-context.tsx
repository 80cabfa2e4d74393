import { createContext, useContext } from "react";
import { type AnalysesClient, createAnalysesClient } from "./api";

/**
 * The client every analysis screen talks to. Pages read it from here so tests can hand them
 * a fake object instead of stubbing fetch.
 */
const AnalysesClientContext = createContext<AnalysesClient>(createAnalysesClient());

export const AnalysesClientProvider = AnalysesClientContext.Provider;

export function useAnalysesClient(): AnalysesClient {
  return useContext(AnalysesClientContext);
}
