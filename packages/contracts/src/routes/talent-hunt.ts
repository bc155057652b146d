import {
  idPath,
  list,
  one,
  staffTalentEntry,
  staffTalentEntryQuery,
  staffTalentHuntCategory,
  staffTalentHuntCategoryQuery,
  talentEntryBody,
  talentEntryCreated,
  talentEntryUpdateBody,
  talentHuntCategory,
  talentHuntCategoryCreateBody,
  talentHuntCategoryUpdateBody,
} from '../index';
import { talentHunt as at } from './endpoints';
import { route } from './route';

export const talentHunt = {
  send: route(at.send, { body: talentEntryBody, answer: talentEntryCreated }),
  staffList: route(at.staffList, { query: staffTalentEntryQuery, answer: list(staffTalentEntry) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffTalentEntry) }),
  update: route(at.update, { params: idPath, body: talentEntryUpdateBody, answer: one(staffTalentEntry) }),
  categories: route(at.categories, { answer: list(talentHuntCategory) }),
  staffCategories: route(at.staffCategories, {
    query: staffTalentHuntCategoryQuery,
    answer: list(staffTalentHuntCategory),
  }),
  staffCategory: route(at.staffCategory, { params: idPath, answer: one(staffTalentHuntCategory) }),
  createCategory: route(at.createCategory, {
    body: talentHuntCategoryCreateBody,
    answer: one(staffTalentHuntCategory),
  }),
  updateCategory: route(at.updateCategory, {
    params: idPath,
    body: talentHuntCategoryUpdateBody,
    answer: one(staffTalentHuntCategory),
  }),
  removeCategory: route(at.removeCategory, { params: idPath }),
};
