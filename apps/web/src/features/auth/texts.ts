/** Texts of the account screens that are not validation messages (those live in packages/contracts). */
export const PASSWORD_HINT =
  '8 to 20 characters with upper and lower case, a number and one of ! @ # $ % & * ` ~';
