import {
  banner,
  bannerCreateBody,
  bannerQuery,
  bannerUpdateBody,
  idPath,
  list,
  one,
  staffBanner,
  staffBannerQuery,
} from '../index';
import { banners as at } from './endpoints';
import { route } from './route';

export const banners = {
  list: route(at.list, { query: bannerQuery, answer: list(banner) }),
  staffList: route(at.staffList, { query: staffBannerQuery, answer: list(staffBanner) }),
  staffGet: route(at.staffGet, { params: idPath, answer: one(staffBanner) }),
  create: route(at.create, { body: bannerCreateBody, answer: one(staffBanner) }),
  update: route(at.update, { params: idPath, body: bannerUpdateBody, answer: one(staffBanner) }),
  remove: route(at.remove, { params: idPath }),
};
