import { createContext, useContext } from "react";
import {
  type AnalysesClient,
  type AssignmentsClient,
  createAnalysesClient,
  createAssignmentsClient,
  createLabelsClient,
  createSchedulesClient,
  createSharesClient,
  createViewsClient,
  type LabelsClient,
  type SchedulesClient,
  type SharesClient,
  type ViewsClient,
} from "./api";

/**
 * The clients every analysis screen talks to. Pages read them from here so tests can hand
 * them fake objects instead of stubbing fetch.
 */
const AnalysesClientContext = createContext<AnalysesClient>(createAnalysesClient());
const LabelsClientContext = createContext<LabelsClient>(createLabelsClient());
const SharesClientContext = createContext<SharesClient>(createSharesClient());
const ViewsClientContext = createContext<ViewsClient>(createViewsClient());
const SchedulesClientContext = createContext<SchedulesClient>(createSchedulesClient());
const AssignmentsClientContext = createContext<AssignmentsClient>(createAssignmentsClient());

export const AnalysesClientProvider = AnalysesClientContext.Provider;

export function useAnalysesClient(): AnalysesClient {
  return useContext(AnalysesClientContext);
}

export function useLabelsClient(): LabelsClient {
  return useContext(LabelsClientContext);
}

export function useSharesClient(): SharesClient {
  return useContext(SharesClientContext);
}

export function useViewsClient(): ViewsClient {
  return useContext(ViewsClientContext);
}

export function useSchedulesClient(): SchedulesClient {
  return useContext(SchedulesClientContext);
}

export function useAssignmentsClient(): AssignmentsClient {
  return useContext(AssignmentsClientContext);
}
