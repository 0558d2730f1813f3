/** Texts of document 2 sections 2.3, 4.10 and 8 for capabilities, word for word where the spec gives them. */
export const CAPABILITY_TEXTS = {
  empty: 'Hey, you have not created any Capability.',
  published: 'Capability has been published Successfully',
  updated: 'Capability Updated successfully',
  saved: 'Capability saved successfully',
  /** The spec names the workflow's export toast only; the capability's says the same of a capability. */
  exported: 'Capability exported successfully',
  mutationFailed: 'Some error occurred. Please try after some time.',
  loadFailed: 'Something went wrong..',
} as const;
