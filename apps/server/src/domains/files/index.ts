/** What other domains use of files: the signed address of a listener's private upload, for staff who may see it. */
export { urlOf } from './private-files';
