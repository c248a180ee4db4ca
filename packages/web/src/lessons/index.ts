/** The tutorial (issue #24 item 6), fetched only when opened: its lessons, their list and the guide card. */
export { LESSONS, lessonSession, type Lesson } from './lessons';
export { LessonGuide } from './LessonGuide';
export { LessonList } from './LessonList';
