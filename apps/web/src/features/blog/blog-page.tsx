import { articles, categories } from "virtual:content/blog";
import { BlogIndex } from "./blog-index";

/** /blog: the list is built into this chunk; article bodies load only when opened. */
export function BlogPage() {
  return <BlogIndex articles={articles} categories={categories} />;
}
