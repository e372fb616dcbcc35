// Placeholder body until its issue lands: the same content blocks as information pages.
export { default } from './info-page';
