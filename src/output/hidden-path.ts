// Moved to core/ so the content stage (which lists the static folder) can use it too.
export { isHiddenPath } from '../core/hidden-path.js';
