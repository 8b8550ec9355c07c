// The screens' paths (spec doc 2 section 2), for links and navigation after saving.
export const POSTCODES_LIST = '/admin/postcodes';
export const BLACKLIST_LIST = '/admin/blacklist';
