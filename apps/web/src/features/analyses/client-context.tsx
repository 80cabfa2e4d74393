import { createContext, useContext } from "react";
import {
  type AnalysesClient,
  createAnalysesClient,
  createLabelsClient,
  createSharesClient,
  type LabelsClient,
  type SharesClient,
} from "./api";

/**
 * The clients every analysis screen talks to. Pages read them from here so tests can hand
 * them fake objects instead of stubbing fetch.
 */
const AnalysesClientContext = createContext<AnalysesClient>(createAnalysesClient());
const LabelsClientContext = createContext<LabelsClient>(createLabelsClient());
const SharesClientContext = createContext<SharesClient>(createSharesClient());

export const AnalysesClientProvider = AnalysesClientContext.Provider;
export const LabelsClientProvider = LabelsClientContext.Provider;
export const SharesClientProvider = SharesClientContext.Provider;

export function useAnalysesClient(): AnalysesClient {
  return useContext(AnalysesClientContext);
}

export function useLabelsClient(): LabelsClient {
  return useContext(LabelsClientContext);
}

export function useSharesClient(): SharesClient {
  return useContext(SharesClientContext);
}
