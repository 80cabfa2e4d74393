// Modules made at build time by vite-plugins/content from src/content/legal and docs/.
declare module "virtual:content/page/*" {
  const page: import("../../../vite-plugins/content/types").PageDocument;
  export default page;
}
