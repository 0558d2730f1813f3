export { useQuickLinks, quickLinksKey, isQuickLinksKey, QUICKLINKS_PAGE_SIZE, type QuickLink, type QuickLinkList, type QuickLinksQuery } from './quickLinks';
export { useCreateQuickLink, type QuickLinkCreateRequest } from './createQuickLink';
export { useUpdateQuickLink, updateRequestOf, type QuickLinkUpdateRequest } from './updateQuickLink';
export { useDeleteQuickLink } from './deleteQuickLink';
