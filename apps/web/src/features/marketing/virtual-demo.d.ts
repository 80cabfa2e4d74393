// Made at build time by vite-plugins/demo-report from the current analyzer.
declare module "virtual:demo/sample-excerpt" {
  type SampleExcerpt = import("../../../vite-plugins/demo-report/types").SampleExcerpt;

  /** The figures and key findings of the /demo report the landing page shows. */
  const excerpt: SampleExcerpt;
  export default excerpt;
}
