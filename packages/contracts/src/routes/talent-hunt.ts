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
import { staffTalentCategories as cat, staffTalentEntries as st } from './staff-endpoints';

export const talentHunt = {
  send: route(at.send, { body: talentEntryBody, answer: talentEntryCreated }),
  categories: route(at.categories, { answer: list(talentHuntCategory) }),
};

export const staffTalentEntries = {
  list: route(st.list, { query: staffTalentEntryQuery, answer: list(staffTalentEntry) }),
  item: route(st.item, { params: idPath, answer: one(staffTalentEntry) }),
  update: route(st.update, { params: idPath, body: talentEntryUpdateBody, answer: one(staffTalentEntry) }),
};

export const staffTalentCategories = {
  list: route(cat.list, {
    query: staffTalentHuntCategoryQuery,
    answer: list(staffTalentHuntCategory),
  }),
  item: route(cat.item, { params: idPath, answer: one(staffTalentHuntCategory) }),
  create: route(cat.create, {
    body: talentHuntCategoryCreateBody,
    answer: one(staffTalentHuntCategory),
  }),
  update: route(cat.update, {
    params: idPath,
    body: talentHuntCategoryUpdateBody,
    answer: one(staffTalentHuntCategory),
  }),
  remove: route(cat.remove, { params: idPath }),
};
