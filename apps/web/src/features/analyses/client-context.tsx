import { createContext, useContext } from "react";
import {
  type AnalysesClient,
  createAnalysesClient,
  createLabelsClient,
  type LabelsClient,
} from "./api";

/**
 * The clients every analysis screen talks to. Pages read them from here so tests can hand
 * them fake objects instead of stubbing fetch.
 */
const AnalysesClientContext = createContext<AnalysesClient>(createAnalysesClient());
const LabelsClientContext = createContext<LabelsClient>(createLabelsClient());

export const AnalysesClientProvider = AnalysesClientContext.Provider;
export const LabelsClientProvider = LabelsClientContext.Provider;

export function useAnalysesClient(): AnalysesClient {
  return useContext(AnalysesClientContext);
}

export function useLabelsClient(): LabelsClient {
  return useContext(LabelsClientContext);
}
