/** Where the Talent Hunt section mounts the categories' pages (CategoriesRoutes). */
export const CATEGORIES_PATH = '/staff/talent-hunt/categories';
