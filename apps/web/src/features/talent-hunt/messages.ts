import { count, i18n, params } from '../../shared/i18n';

/** The largest file the server takes by default (UPLOAD_MAX_MB); a lower server limit answers 413 with its own text. */
export const UPLOAD_MAX_MB = 50;

/** Every text of the talent hunt (the validation messages stay English, in packages/contracts). */
export const talentMessages = i18n('talent-hunt', {
  title: 'Talent Hunt',
  pageTitle: params('Talent Hunt · {station}'),
  lead: params(
    'Got a voice the city should hear? Send {station} a song, a joke, a poem or a performance. The best entries go on air.',
  ),
  categoriesTitle: 'This season’s categories',
  categoriesFailed: 'The categories',
  noCategories: 'The talent hunt is taking a break',
  noCategoriesHint: 'New categories open soon. Keep listening for the announcement.',
  enterCategory: params('Enter {name}'),
  howTitle: 'How it works',
  step1: 'Pick a category and record your best take: audio or video.',
  step2: params('Upload it here (up to {mb} MB) with a few words about you.'),
  step3: 'Our team listens to every entry and calls the shortlist.',
  limitNote: 'You can send up to 3 entries in each category.',
  formTitle: 'Send your entry',
  loginTitle: 'Log in to send your entry',
  loginText: 'Entries come from signed-in listeners, so we can tell you when yours is picked.',
  loginButton: 'Log In to Enter',
  name: 'Name',
  mobile: 'Mobile',
  category: 'Category',
  chooseCategory: 'Choose a category',
  description: 'About your entry',
  descriptionPlaceholder: 'Who you are, what you are performing, and anything we should know.',
  charactersLeft: count({ one: '{count} character left', other: '{count} characters left' }),
  file: 'Audio or video file',
  fileHint: params('MP3, WAV, M4A, OGG, MP4, WebM or MOV, up to {mb} MB.'),
  fileNotMedia: 'Choose an audio or video file',
  fileEmpty: 'The file is empty',
  fileTooLarge: params('The file is larger than {mb} MB'),
  uploading: params('Uploading {name}'),
  uploadCancelled: 'Upload cancelled. Your entry has not been sent.',
  cancelUpload: 'Cancel upload',
  uploadFailed: 'The upload did not finish. Check your connection and try again.',
  signedOut: 'Your session has ended. Log in again to send your entry.',
  submit: 'Submit Entry',
  uploadingButton: 'Uploading…',
  sending: 'Sending your entry…',
  successNext: params(
    'Your {category} entry is with our team. We will call you on {mobile} if it is shortlisted.',
  ),
  defaultCategory: 'talent hunt',
  another: 'Send another entry',
});
