/** Texts of the analysis screens that tests and several components share. */
export const ANALYSIS_MESSAGES = {
  notFound: "Analysis not found.",
  starting: "Starting the analysis...",
  retryFailed: "The analysis could not be started again. Please try again.",
  loadFailed: "Failed to load analysis.",
  saved: "Analysis completed and saved automatically!",
  listFailed: "Failed to load your analyses. Please try again later.",
  deleteFailed: "Failed to delete analysis.",
  deleted: "Analysis deleted",
} as const;
