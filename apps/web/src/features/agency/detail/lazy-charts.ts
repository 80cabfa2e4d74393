import { lazy } from "react";

// recharts stays in the charts chunk: tabs render their figures first, charts as they arrive.
export const TrendChart = lazy(async () => ({ default: (await import("./charts")).TrendChart }));
export const ClockChart = lazy(async () => ({ default: (await import("./charts")).ClockChart }));
