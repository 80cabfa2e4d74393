// Made at build time by vite-plugins/demo-report from the current analyzer.
declare module "virtual:demo/sample-report" {
  type SampleData = import("../../../../vite-plugins/demo-report/types").SampleData;

  /** The sample post's completed analysis and every comment it analysed. */
  const sample: SampleData;
  export default sample;
}
