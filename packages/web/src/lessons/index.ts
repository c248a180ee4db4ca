/** The tutorial (issue #24 item 6), fetched only when opened: its lessons' list and a lesson at the table with its guide card. */
export { Tutorial } from './Tutorial';
