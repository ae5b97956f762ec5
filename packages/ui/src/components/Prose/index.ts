export { Prose } from './Prose';
export type { ProseProps } from './Prose';
export { prose as proseClass } from './Prose.css';
