export { BlogCard, BlogGrid } from './BlogCard';
export type { BlogCardProps, BlogGridProps } from './BlogCard';
