export const homeKeys = {
  all: ['home'] as const,
  /** Issue 28: the home page's floor plans (search list and featured section) as one compact index. */
  index: () => [...homeKeys.all, 'index'] as const,
  /** The home search's entries, from `properties/filter` (a site reading the company's data hosts). */
  search: () => [...homeKeys.all, 'search'] as const,
  /** The featured section's entries, from the spotlight call (a site reading the company's data hosts). */
  spotlight: () => [...homeKeys.all, 'spotlight'] as const,
};
