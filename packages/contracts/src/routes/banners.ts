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
import { staffBanners as st } from './staff-endpoints';

export const banners = {
  list: route(at.list, { query: bannerQuery, answer: list(banner) }),
};

export const staffBanners = {
  list: route(st.list, { query: staffBannerQuery, answer: list(staffBanner) }),
  item: route(st.item, { params: idPath, answer: one(staffBanner) }),
  create: route(st.create, { body: bannerCreateBody, answer: one(staffBanner) }),
  update: route(st.update, { params: idPath, body: bannerUpdateBody, answer: one(staffBanner) }),
  remove: route(st.remove, { params: idPath }),
};
