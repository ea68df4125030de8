export default {
  // strictParams: an unknown query key (v4's `publicationState`, a misspelt `Status`) is a 400, not silently ignored.
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true, strictParams: true },
};
