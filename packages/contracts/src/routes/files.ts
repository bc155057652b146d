import { fileMeta, idPath, one } from '../index';
import { files as at } from './endpoints';
import { route } from './route';

export const files = {
  uploads: route(at.uploads, {}),
  get: route(at.get, { params: idPath, answer: one(fileMeta) }),
  upload: route(at.upload, { answer: one(fileMeta) }),
};
