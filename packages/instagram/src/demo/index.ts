export type { DemoDataset, DemoLanguage, DemoPostRecord, DemoProfileRecord } from "./dataset.js";
export { DEMO_ERROR_MESSAGES, DemoDataError, type DemoDataErrorKind } from "./demo-error.js";
export {
  DEMO_DATASET_URL,
  DEMO_PAGE_SIZE,
  DemoProvider,
  type DemoProviderOptions,
  type DemoSample,
  type DemoSampleProfile,
  popularOrder,
} from "./demo-provider.js";
