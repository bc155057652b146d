import { i18n } from '.';

export const languageMessages = i18n('language', {
  label: 'Language',
});
